import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { SigninStep } from '@lancer/api/constants';
import type { ApiError } from '@lancer/api/http/api-error';
import { useApiClient } from '@lancer/api/react/api-client-context';
import { needsSecondFactor } from '@lancer/api/rules/signin-answer';
import type { SigninAnswer, SigninResult } from '@lancer/api/schemas/signin';
import {
  fetchProfileQueryOptionsLazily,
  useSigninWithEmailAndCodeLazily,
  useSigninWithEmailAndPasswordLazily,
  useSigninWithSecondFactorLazily,
  useTrySigninWithEmailLazily,
  useUpdateNewUserFlidLazily,
  useUpdateUserPasswordLazily,
} from '@lancer/api/user/signin-calls';

import { useRateLimitText } from '../../lib/rate-limited';
import { useSuspendedText } from './use-suspended-text';
import { AlreadySignedIn, type AlreadySignedInProps } from './components/already-signed-in';
import { useCooldown } from './use-cooldown';
import { usePasskeySignin } from './use-passkey-signin';
import { SigninView, type SigninFailure, type SigninViewStep } from './signin-view';

export type SigninProps = {
  /** The flow ended with USER_SIGNED_IN: the app stores the result and navigates (SIGNIN-EFFECTS). */
  onSignedIn: (result: SigninResult) => void;
  /**
   * Tokens arrived while the flow goes on (a new user still sets a password and reviews the FLID):
   * the app keeps them so the next calls are authenticated.
   */
  onTokens: (result: SigninResult) => void;
  /** Sent with the email so the server builds links for this site. */
  host: string;
  /** Wait before another code may be mailed. */
  resendCooldownSeconds?: number;
  /** Someone is signed in already: offer their workspace (or signing out) instead of the form. */
  alreadySignedIn?: AlreadySignedInProps;
  /** This server mails nothing (MAIL=log, the dev form): codes are in its log (decision 1000). */
  codeNotMailed?: boolean;
};

/** Per step, the codes with which the server refuses what the user typed (as opposed to a failure). */
const refusals: Partial<Record<SigninViewStep, readonly string[]>> = {
  password: ['PASSWORD_MISMATCH'],
  code: ['INVALID_AUTH_CODE', 'VALIDATION_FAILED'],
  factor: ['INVALID_AUTH_CODE'],
  flid: ['CONFLICT'],
};
/**
 * An error answer of the API, known by its name: `instanceof` would import the class, and with it
 * the contract's error schema (zod), into the page's first load (decision 0710).
 */
const isApiError = (error: unknown): error is ApiError =>
  error instanceof Error && error.name === 'ApiError' && 'code' in error;
const isRefusal = (step: SigninViewStep, error: unknown) =>
  isApiError(error) && (refusals[step] ?? []).includes(error.code);
/** The tries a refused factor code leaves, as the server's `tries_left` field says; null when unsaid. */
function triesLeftOf(error: unknown) {
  const left = isApiError(error) ? error.fields.tries_left : undefined;
  return left === undefined ? null : Number(left);
}
const failureByCode: Partial<Record<string, SigninFailure>> = {
  RATE_LIMITED: 'rateLimited',
  MAIL_NOT_SENT: 'mailNotSent',
};
const failureOf = (error: unknown): SigninFailure =>
  (isApiError(error) && failureByCode[error.code]) || 'failed';

/** The sign-in flow of SIGNIN-ORDER, connected to the API. */
export function Signin({
  onSignedIn,
  onTokens,
  host,
  resendCooldownSeconds = 60,
  alreadySignedIn,
  codeNotMailed = false,
}: SigninProps) {
  const [step, setStep] = useState<SigninViewStep>('email');
  const [email, setEmail] = useState('');
  const [signin, setSignin] = useState<SigninResult | null>(null);
  const [factorTicket, setFactorTicket] = useState('');
  const [recoveryCodesLeft, setRecoveryCodesLeft] = useState(0);
  const cooldown = useCooldown(resendCooldownSeconds);
  const rateLimitText = useRateLimitText();
  const suspendedText = useSuspendedText();
  // The FLID the server generated, to review: read once the new user's tokens are in place.
  const profile = useQuery({
    ...fetchProfileQueryOptionsLazily(useApiClient()),
    enabled: step === 'flid',
  });

  const tryEmail = useTrySigninWithEmailLazily();
  const resend = useTrySigninWithEmailLazily();
  const withPassword = useSigninWithEmailAndPasswordLazily();
  const withCode = useSigninWithEmailAndCodeLazily();
  const withFactor = useSigninWithSecondFactorLazily();
  const setPassword = useUpdateUserPasswordLazily();
  const setFlid = useUpdateNewUserFlidLazily();

  const current = {
    email: tryEmail,
    password: withPassword,
    code: withCode,
    factor: withFactor,
    'set-password': setPassword,
    flid: setFlid,
  }[step as 'email'] as { isPending: boolean; error: Error | null } | undefined;

  const finish = (result: SigninResult) => {
    setStep('signed-in');
    onSignedIn(result);
  };

  const goToStep = (next: number, result: SigninResult | null) => {
    if (next === SigninStep.USER_SIGNED_IN && result) finish(result);
    else if (next === SigninStep.NEW_USER_SET_PASSWORD) setStep('set-password');
    else if (next === SigninStep.REVIEW_AND_REVISE_FLID) setStep('flid');
    else if (next === SigninStep.EXISTING_USER_PASSWORD_REQUIRED) setStep('password');
    else {
      cooldown.start();
      setStep('code');
    }
  };

  // SECOND-FACTOR: a right password or email code of an account with a factor asks for it next.
  const afterFirstStep = (answer: SigninAnswer) => {
    if (!needsSecondFactor(answer)) return afterSignin(answer);
    setFactorTicket(answer.factor_ticket);
    withFactor.reset();
    setStep('factor');
  };

  // PASSKEYS: both factors at once; the account may still have a password or FLID step to go.
  const passkey = usePasskeySignin(step === 'email' && !alreadySignedIn, (result) => afterSignin(result));

  const afterSignin = (result: SigninResult) => {
    setSignin(result);
    if (result.signin_result !== SigninStep.USER_SIGNED_IN) onTokens(result);
    goToStep(result.signin_result, result);
  };

  // 'code' mails a code even when the account has a password (sign in with a code instead, resend).
  const mailCode = (onDone: () => void) =>
    resend.mutate({ body: { email, host, method: 'code' } }, { onSuccess: onDone });

  // Signed out while this page stayed (its own Sign out, or another tab's): the flow starts again at
  // the email, not at the "taking you to your projects" of a sign-in that has ended.
  const signedInNow = Boolean(alreadySignedIn);
  const [wasSignedIn, setWasSignedIn] = useState(signedInNow);
  if (signedInNow !== wasSignedIn) {
    setWasSignedIn(signedInNow);
    if (!signedInNow && step === 'signed-in') setStep('email');
  }

  if (alreadySignedIn) return <AlreadySignedIn {...alreadySignedIn} />;

  const failed = current?.error && !isRefusal(step, current.error) ? current.error : resend.error;

  return (
    <SigninView
      step={step}
      email={email}
      suggestedFlid={profile.data?.account.basic.FLID.identity ?? ''}
      pending={current?.isPending ?? false}
      rejected={isRefusal(step, current?.error)}
      failure={failed ? failureOf(failed) : null}
      failureText={suspendedText(failed) ?? rateLimitText(failed)}
      triesLeft={triesLeftOf(current?.error)}
      resendCooldown={cooldown.left}
      resending={resend.isPending}
      codeNotMailed={codeNotMailed}
      passkeyPending={passkey.pending}
      passkeyProblem={passkey.problem}
      onPasskey={passkey.onPasskey}
      onApproachEmail={passkey.onApproach}
      onSubmitEmail={(value) => {
        setEmail(value);
        tryEmail.mutate(
          { body: { email: value, host } },
          { onSuccess: (answer) => goToStep(answer.signin_type, null) },
        );
      }}
      onSubmitPassword={(password) =>
        withPassword.mutate({ body: { email, password } }, { onSuccess: afterFirstStep })
      }
      onUseCode={() => mailCode(() => goToStep(SigninStep.VERIFY_EMAIL_WITH_AUTH_CODE, null))}
      onResendCode={() => mailCode(cooldown.start)}
      onSubmitCode={(code) => withCode.mutate({ body: { email, code, host } }, { onSuccess: afterFirstStep })}
      onSubmitFactor={(code) =>
        withFactor.mutate(
          { body: { email, factor_ticket: factorTicket, code } },
          {
            onSuccess: ({ recovery_codes_left, ...result }) => {
              if (recovery_codes_left === undefined) return afterSignin(result);
              setSignin(result);
              setRecoveryCodesLeft(recovery_codes_left);
              setStep('recovery-used');
            },
          },
        )
      }
      recoveryCodesLeft={recoveryCodesLeft}
      onContinueAfterRecovery={() => signin && afterSignin(signin)}
      onSubmitNewPassword={(values) =>
        setPassword.mutate(
          { body: values },
          {
            onSuccess: (answer) => signin && afterSignin({ ...signin, signin_result: answer.signin_result }),
          },
        )
      }
      onSubmitFlid={(flid) =>
        setFlid.mutate(
          { body: { flid } },
          {
            onSuccess: (answer) =>
              signin && afterSignin({ ...signin, identity: flid, signin_result: answer.signin_result }),
          },
        )
      }
      onChangeEmail={() => {
        for (const mutation of [tryEmail, resend, withPassword, withCode, withFactor]) mutation.reset();
        setStep('email');
      }}
    />
  );
}
