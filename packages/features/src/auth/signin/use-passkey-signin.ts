import { useEffect, useState } from 'react';

import type { SigninResult } from '@lancer/api/schemas/signin';
import { useSigninWithPasskeyLazily, useStartPasskeySigninLazily } from '@lancer/api/user/signin-calls';

/** Why the last passkey sign-in did not sign in: the prompt closed, or the server refused the passkey. */
export type PasskeySigninProblem = 'cancelled' | 'refused';

const promptClosed = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/**
 * PASSKEYS (decision 1025): sign-in with a passkey, from the button or from the email field's
 * autofill (conditional UI: the browser offers the passkeys of this site there while the email step
 * shows). The offer is made when the visitor first comes to the email form (a pointer over it, or
 * the focus in it), before the field's autofill opens: the WebAuthn library and the calls'
 * schemas load then, not with the page's first load (decision 0710).
 */
export function usePasskeySignin(offerInAutofill: boolean, onSignedIn: (result: SigninResult) => void) {
  const start = useStartPasskeySigninLazily();
  const startInAutofill = useStartPasskeySigninLazily();
  const signin = useSigninWithPasskeyLazily();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<PasskeySigninProblem | null>(null);
  const [approached, setApproached] = useState(false);
  // A new showing of the email step waits for the visitor again.
  if (!offerInAutofill && approached) setApproached(false);

  useEffect(() => {
    if (!offerInAutofill || !approached) return;
    let live = true;
    void (async () => {
      const webauthn = await import('@simplewebauthn/browser');
      if (!live || !(await webauthn.browserSupportsWebAuthnAutofill())) return;
      const { options } = await startInAutofill.mutateAsync({});
      const response = await webauthn.startAuthentication({
        optionsJSON: options as never,
        useBrowserAutofill: true,
      });
      if (!live) return;
      setPending(true);
      // A passkey picked in the autofill and refused by the server is the visitor's try: said.
      await signin
        .mutateAsync({ body: { response: response as never } })
        .then(onSignedIn, () => live && setProblem('refused'));
    })()
      // The offer failing (a host without passkeys, the API down, no passkey picked) says nothing:
      // the visitor asked for no passkey.
      .catch(() => {})
      .finally(() => setPending(false));
    return () => {
      live = false;
    };
    // The offer is made once per showing of the email step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offerInAutofill, approached]);

  const signInWithButton = async () => {
    setProblem(null);
    setPending(true);
    try {
      const { options } = await start.mutateAsync({});
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const response = await startAuthentication({ optionsJSON: options as never });
      onSignedIn(await signin.mutateAsync({ body: { response: response as never } }));
    } catch (error) {
      setProblem(promptClosed(error) ? 'cancelled' : 'refused');
    } finally {
      setPending(false);
    }
  };

  return {
    pending,
    problem,
    onPasskey: () => void signInWithButton(),
    onApproach: () => setApproached(true),
  };
}
