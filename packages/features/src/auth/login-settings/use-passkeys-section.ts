import { useState } from 'react';

import { ApiError } from '@lancer/api/http/api-error';
import { useFetchPasskeys } from '@lancer/api/user/fetch-passkeys';
import { useFinishPasskeyRegistration } from '@lancer/api/user/finish-passkey-registration';
import { useRemovePasskey } from '@lancer/api/user/remove-passkey';
import { useStartPasskeyRegistration } from '@lancer/api/user/start-passkey-registration';

import { toLoadable } from '../../lib/to-loadable';
import type { PasskeyProblem, PasskeysSectionProps } from './components/passkeys-section';

/** The browser closed its prompt (the person cancelled, or it timed out): nothing was made. */
const isPromptClosed = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

const webAuthnAvailable = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/**
 * PASSKEYS: the passkeys section's calls and the browser's prompt mapped to its props. Adding one
 * asks to confirm it's you first when the session's proof is stale (STEP-UP): `stepUp` opens the
 * prompt and adds the passkey once confirmed.
 */
export function usePasskeysSection(
  enabled: boolean,
  stepUp: (error: unknown, retry: () => void) => boolean,
): { props: PasskeysSectionProps; failed: boolean } {
  const passkeys = useFetchPasskeys({ enabled });
  const start = useStartPasskeyRegistration();
  const finish = useFinishPasskeyRegistration();
  const remove = useRemovePasskey();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const [problem, setProblem] = useState<PasskeyProblem | null>(null);
  const [failed, setFailed] = useState(false);

  const add = async (name: string) => {
    setAdding(true);
    setAdded(null);
    setProblem(null);
    setFailed(false);
    let options;
    try {
      options = (await start.mutateAsync({})).options;
    } catch (error) {
      setAdding(false);
      if (!stepUp(error, () => void add(name))) setFailed(true);
      return;
    }
    try {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({ optionsJSON: options as never });
      await finish.mutateAsync({ body: { name, response: response as never } });
      setAdded(name.trim());
    } catch (error) {
      if (isPromptClosed(error)) setProblem('cancelled');
      else if (error instanceof ApiError && ['VALIDATION_FAILED', 'CONFLICT'].includes(error.code))
        setProblem('refused');
      else if (!(error instanceof ApiError)) setProblem('refused');
      else setFailed(true);
    } finally {
      setAdding(false);
    }
  };

  return {
    failed: failed || remove.isError,
    props: {
      passkeys: toLoadable(passkeys, (data) => data.passkeys),
      supported: webAuthnAvailable(),
      adding,
      added,
      problem,
      removingId: remove.isPending ? (remove.variables?.body.id ?? null) : null,
      onAdd: (name) => void add(name),
      onRemove: (id) => {
        setAdded(null);
        remove.mutate({ body: { id } });
      },
    },
  };
}
