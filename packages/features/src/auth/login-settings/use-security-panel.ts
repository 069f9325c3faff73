import { useState } from 'react';

import { ApiError } from '@lancer/api/http/api-error';
import { useConfirmTotpSetup } from '@lancer/api/user/confirm-totp-setup';
import { useFetchSecondFactor } from '@lancer/api/user/fetch-second-factor';
import { useRegenerateRecoveryCodes } from '@lancer/api/user/regenerate-recovery-codes';
import { useStartTotpSetup } from '@lancer/api/user/start-totp-setup';
import { useTurnOffTotp } from '@lancer/api/user/turn-off-totp';

import { toLoadable } from '../../lib/to-loadable';
import { needsStepUp } from '../../lib/use-step-up';
import type { FactorForm, SecurityPanelProps } from './components/security-panel';

/** A code the server refused (not a failure): with the tries left when it said them. */
function refusalOf(error: unknown) {
  if (!(error instanceof ApiError) || error.code !== 'INVALID_AUTH_CODE') return null;
  const left = error.fields.tries_left;
  return { triesLeft: left === undefined ? null : Number(left) };
}

/** SECOND-FACTOR: the security panel's calls mapped to its props; `failed` for any other error. */
export function useSecurityPanel(
  enabled: boolean,
  /** STEP-UP: starting a setup on a stale session asks to confirm it's them, then starts. */
  stepUp: (error: unknown, retry: () => void) => boolean,
): { props: SecurityPanelProps; failed: boolean } {
  const factor = useFetchSecondFactor({ enabled });
  const start = useStartTotpSetup();
  const confirm = useConfirmTotpSetup();
  const regenerate = useRegenerateRecoveryCodes();
  const turnOff = useTurnOffTotp();
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [setupOpen, setSetupOpen] = useState(false);

  const calls = { confirm, regenerate, turnOff } as const;
  const forms = Object.keys(calls) as FactorForm[];
  const refusedForm = forms.find((form) => refusalOf(calls[form].error));
  const refused = refusedForm ? { form: refusedForm, ...refusalOf(calls[refusedForm].error)! } : null;
  const failed =
    (start.isError && !needsStepUp(start.error)) ||
    forms.some((form) => calls[form].isError && !refusalOf(calls[form].error));
  const pending = start.isPending ? 'start' : (forms.find((form) => calls[form].isPending) ?? null);
  const reset = () => [start, confirm, regenerate, turnOff].forEach((call) => call.reset());

  return {
    failed,
    props: {
      factor: toLoadable(factor, (data) => data),
      setup:
        setupOpen && start.data ? { secret: start.data.secret, otpauthUri: start.data.otpauth_uri } : null,
      recoveryCodes: codes,
      pending,
      refused,
      turnedOff: turnOff.isSuccess,
      onStart: function begin() {
        reset();
        start.mutate({}, { onSuccess: () => setSetupOpen(true), onError: (error) => stepUp(error, begin) });
      },
      onConfirm: (code) =>
        confirm.mutate(
          { body: { code } },
          {
            onSuccess: (answer) => {
              setSetupOpen(false);
              setCodes(answer.recovery_codes);
            },
          },
        ),
      onCancelSetup: () => {
        reset();
        setSetupOpen(false);
      },
      onDoneWithCodes: () => {
        reset();
        setCodes(null);
      },
      onRegenerate: (code) =>
        regenerate.mutate({ body: { code } }, { onSuccess: (answer) => setCodes(answer.recovery_codes) }),
      onTurnOff: (code) => turnOff.mutate({ body: { code } }),
    },
  };
}
