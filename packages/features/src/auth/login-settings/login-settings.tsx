import { useState } from 'react';

import { ApiError } from '@lancer/api/http/api-error';
import { useFetchProfile } from '@lancer/api/user/fetch-profile';
import { useCreateAccessToken } from '@lancer/api/user/create-access-token';
import { useFetchAccessTokens } from '@lancer/api/user/fetch-access-tokens';
import { useFetchSignedInDevices } from '@lancer/api/user/fetch-signed-in-devices';
import { useRevokeAccessToken } from '@lancer/api/user/revoke-access-token';
import { useSendEmailCode } from '@lancer/api/user/send-email-code';
import { useSignOutDevice } from '@lancer/api/user/sign-out-device';
import { useSignOutOtherDevices } from '@lancer/api/user/sign-out-other-devices';
import { useUpdateEmail } from '@lancer/api/user/update-email';
import { useUpdateMobile } from '@lancer/api/user/update-mobile';
import { useUpdateUserPassword } from '@lancer/api/user/update-user-password';
import { useVerifyEmailWithCode } from '@lancer/api/user/verify-email-with-code';

import { useRateLimitText } from '../../lib/rate-limited';
import { toLoadable } from '../../lib/to-loadable';
import { LoginSettingsView, type LoginSection } from './login-settings-view';
import { needsStepUp, useStepUp } from '../../lib/use-step-up';
import { usePasskeysSection } from './use-passkeys-section';
import { useSecurityPanel } from './use-security-panel';
import { useWebhooksSection } from './use-webhooks-section';

export type LoginSettingsProps = {
  section: LoginSection;
  /** /login/devices?session=: the session a new-device alert pointed at (decision 1027). */
  alertedSessionId?: string | null;
};

const isRefusedCode = (error: unknown) =>
  error instanceof ApiError && (error.code === 'INVALID_AUTH_CODE' || error.code === 'VALIDATION_FAILED');

export function LoginSettings({ section, alertedSessionId = null }: LoginSettingsProps) {
  const profile = useFetchProfile();
  const password = useUpdateUserPassword();
  const sendCode = useSendEmailCode();
  const verify = useVerifyEmailWithCode();
  const updateEmail = useUpdateEmail();
  const mobile = useUpdateMobile();
  const devices = useFetchSignedInDevices({ enabled: section === 'devices' });
  const signOutDevice = useSignOutDevice();
  const signOutOthers = useSignOutOtherDevices();
  const stepUp = useStepUp();
  const security = useSecurityPanel(section === 'security', stepUp.intercept);
  const passkeys = usePasskeysSection(section === 'security', stepUp.intercept);
  const tokens = useFetchAccessTokens({ enabled: section === 'tokens' });
  const createToken = useCreateAccessToken();
  const revokeToken = useRevokeAccessToken();
  const webhooks = useWebhooksSection(section === 'webhooks');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [savedEmail, setSavedEmail] = useState<string | null>(null);
  const [codeRejected, setCodeRejected] = useState(false);
  const verifyFailed = verify.isError && !isRefusedCode(verify.error);
  const waitText = useRateLimitText();
  const sendLimited = waitText(sendCode.error);

  return (
    <LoginSettingsView
      section={section}
      identity={toLoadable(profile, ({ account: { basic } }) => ({
        email: basic.email.address,
        flid: basic.FLID.identity,
        mobile: basic.mobile.number,
        areaCode: basic.mobile.area_code,
      }))}
      saveFailed={
        (password.isError && !needsStepUp(password.error)) ||
        (sendCode.isError && !sendLimited) ||
        verifyFailed ||
        (updateEmail.isError && !needsStepUp(updateEmail.error)) ||
        mobile.isError ||
        signOutDevice.isError ||
        signOutOthers.isError ||
        security.failed ||
        passkeys.failed ||
        createToken.isError ||
        revokeToken.isError ||
        webhooks.failed
      }
      password={{
        pending: password.isPending,
        saved: password.isSuccess,
        onSubmit: function save(body) {
          // STEP-UP: a stale session confirms it's them, then the same values are saved.
          password.mutate({ body }, { onError: (error) => stepUp.intercept(error, () => save(body)) });
        },
      }}
      email={{
        codeSentTo,
        sending: sendCode.isPending,
        verifying: verify.isPending || updateEmail.isPending,
        rejected: codeRejected,
        limited: sendLimited,
        savedEmail,
        onSendCode: (email) => {
          setSavedEmail(null);
          setCodeRejected(false);
          sendCode.mutate({ body: { email } }, { onSuccess: () => setCodeSentTo(email) });
        },
        onVerify: ({ email, code }) => {
          setCodeRejected(false);
          verify.mutate(
            { body: { email, code } },
            {
              onSuccess: (answer) => {
                if (!answer.verified) return setCodeRejected(true);
                const save = () =>
                  updateEmail.mutate(
                    { body: { email } },
                    {
                      onSuccess: () => {
                        setSavedEmail(email);
                        setCodeSentTo(null);
                      },
                      onError: (error) => stepUp.intercept(error, save),
                    },
                  );
                save();
              },
              onError: (error) => setCodeRejected(isRefusedCode(error)),
            },
          );
        },
      }}
      mobile={{
        pending: mobile.isPending,
        saved: mobile.isSuccess,
        onSubmit: (body) => mobile.mutate({ body }),
      }}
      devices={{
        devices: toLoadable(devices, (data) => data.devices),
        signingOutId: signOutDevice.isPending ? (signOutDevice.variables?.params.id ?? null) : null,
        signingOutOthers: signOutOthers.isPending,
        signedOutOthers: signOutOthers.data?.signed_out ?? null,
        onSignOut: (id) => signOutDevice.mutate({ params: { id } }),
        alertedId: alertedSessionId,
        onSignOutOthers: () => signOutOthers.mutate({}),
      }}
      security={security.props}
      prompt={stepUp.prompt}
      passkeys={passkeys.props}
      tokens={{
        tokens: toLoadable(tokens, (data) => data.tokens),
        creating: createToken.isPending,
        createdSecret: createToken.data?.secret ?? null,
        revokingId: revokeToken.isPending ? (revokeToken.variables?.params.id ?? null) : null,
        onCreate: function create(body) {
          createToken.mutate({ body }, { onError: (error) => stepUp.intercept(error, () => create(body)) });
        },
        onRevoke: (id) => revokeToken.mutate({ params: { id } }),
      }}
      webhooks={webhooks.props}
    />
  );
}
