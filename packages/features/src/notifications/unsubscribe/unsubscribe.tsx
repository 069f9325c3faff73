import { useEffect, useRef } from 'react';

import { ApiError } from '@lancer/api/http/api-error';
import { useUnsubscribeMail } from '@lancer/api/notification/unsubscribe-mail';

import { UnsubscribeView, type UnsubscribeState } from './unsubscribe-view';

export type UnsubscribeProps = {
  /** The link's `token`; undefined when the address has none. */
  token: string | undefined;
};

/**
 * /unsubscribe wired (decision 1231): posts the mail link's token once as the page opens (a link
 * scanner that runs no script changes nothing), then says what stopped. A token the server does
 * not accept (400) is an invalid link; anything else may pass, so it offers "Try again".
 */
export function Unsubscribe({ token }: UnsubscribeProps) {
  const unsubscribe = useUnsubscribeMail();
  const { mutate } = unsubscribe;
  const posted = useRef<string | null>(null);
  useEffect(() => {
    if (!token || posted.current === token) return;
    posted.current = token;
    mutate({ query: { token } });
  }, [token, mutate]);

  const state: UnsubscribeState = !token
    ? { status: 'missing' }
    : unsubscribe.isSuccess
      ? { status: 'done', kind: unsubscribe.data.kind }
      : unsubscribe.isError
        ? unsubscribe.error instanceof ApiError && unsubscribe.error.status === 400
          ? { status: 'invalid' }
          : { status: 'failed', onRetry: () => mutate({ query: { token } }) }
        : { status: 'working' };
  return <UnsubscribeView state={state} />;
}
