import { useNavigate, useSearchParams } from 'react-router-dom';

import { signinDestination } from '@lancer/api/rules/signin-destination';
import type { SigninResult } from '@lancer/api/schemas/signin';
import { Signin } from '@lancer/features/auth/signin/signin';

import { QueryProvider } from '../app/query-provider';
import { paths } from '../config/paths';
import { useSandbox } from '../lib/use-sandbox';
import { useSignedIn } from '../lib/use-signed-in';

/** SIGNIN-EFFECTS (the rule in @lancer/api/rules/signin-destination), as an href of this app. */
const destinationFor = (role: number, redirectTo?: string | null) => {
  const destination = signinDestination(role, redirectTo);
  return 'redirectTo' in destination ? destination.redirectTo : paths[destination.page].getHref();
};

/**
 * The auth store and the API client parse what they keep with the contract's schemas (zod): they
 * load when the flow needs them, not with the page (decision 0710). By then the flow's first call
 * has loaded them already.
 */
const authStore = () => import('../lib/auth-store');

export default function SigninRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const codeNotMailed = useSandbox()?.mail_not_sent ?? false;
  return (
    <QueryProvider>
      <Signin
        host={typeof window === 'undefined' ? '' : window.location.host}
        codeNotMailed={codeNotMailed}
        alreadySignedIn={
          useSignedIn()
            ? {
                onOpenWorkspace: () =>
                  void authStore().then(({ useAuthStore }) =>
                    navigate(destinationFor(useAuthStore.getState().role)),
                  ),
                onSignOut: () =>
                  void import('../lib/api-client').then(({ logout }) => logout({ redirect: false })),
              }
            : undefined
        }
        onTokens={(result: SigninResult) =>
          void authStore().then(({ authStorage }) =>
            authStorage.writeTokens({ accessToken: result.access_token, refreshToken: result.refresh_token }),
          )
        }
        onSignedIn={(result) =>
          void authStore().then(({ useAuthStore }) => {
            useAuthStore.getState().signIn(result);
            navigate(destinationFor(result.role, search.get('redirectTo')), {
              replace: true,
            });
          })
        }
      />
    </QueryProvider>
  );
}
