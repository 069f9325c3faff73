import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@lancer/api/http/api-error';
import { useFetchSecondFactor } from '@lancer/api/user/fetch-second-factor';
import { useConfirmItsYou } from '@lancer/api/user/confirm-its-you';

import { StepUpDialog } from '../components/step-up-dialog';

/** Whether a call was refused for want of a fresh proof of the person (STEP-UP). */
export const needsStepUp = (error: unknown) => error instanceof ApiError && error.code === 'STEP_UP_REQUIRED';

/**
 * STEP-UP (decision 1026) for a screen: `intercept(error, retry)` in a call's onError opens the
 * "Confirm it's you" prompt when the server asked for it (true), and runs `retry` (the same call,
 * with the same input) once it is confirmed. `prompt` is the dialog to render.
 */
export function useStepUp() {
  const { t } = useTranslation('auth', { keyPrefix: 'stepUp' });
  const [open, setOpen] = useState(false);
  const retryRef = useRef<(() => void) | null>(null);
  const factor = useFetchSecondFactor({ enabled: open });
  const confirm = useConfirmItsYou();
  const confirmWith = factor.data?.totp_on ? 'factor' : 'password';
  const refusedError = confirm.error instanceof ApiError ? confirm.error : null;
  const wrong = refusedError?.code === 'PASSWORD_MISMATCH' ? 'wrongPassword' : 'wrongCode';
  const refused = !confirm.error
    ? null
    : refusedError && ['PASSWORD_MISMATCH', 'INVALID_AUTH_CODE'].includes(refusedError.code)
      ? t(wrong, { count: Number(refusedError.fields.tries_left ?? 0) })
      : t('failed');

  return {
    intercept(error: unknown, retry: () => void) {
      if (!needsStepUp(error)) return false;
      retryRef.current = retry;
      confirm.reset();
      setOpen(true);
      return true;
    },
    prompt: (
      <StepUpDialog
        open={open}
        confirmWith={confirmWith}
        pending={confirm.isPending}
        refused={refused}
        onCancel={() => setOpen(false)}
        onConfirm={(answer) =>
          confirm.mutate(
            { body: confirmWith === 'factor' ? { code: answer } : { password: answer } },
            {
              onSuccess: () => {
                setOpen(false);
                retryRef.current?.();
              },
            },
          )
        }
      />
    ),
  };
}
