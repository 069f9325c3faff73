import { useNavigate, useSearchParams } from 'react-router-dom';

import { Role } from '@lancer/api/constants';
import { Signin } from '@lancer/features/auth/signin/signin';

import { paths } from '../config/paths';
import { logout } from '../lib/api-client';
import { authStorage, useAuthStore } from '../lib/auth-store';

/** SIGNIN-EFFECTS: PERSONAL or ADMINISTRATOR go to Projects; anyone else to /. */
const destinationFor = (role: number) =>
  (role & (Role.PERSONAL | Role.ADMINISTRATOR)) !== 0 ? paths.projects.getHref() : paths.root.getHref();

/** Only a path of this site: never an open redirect. */
const safeRedirect = (value: string | null) =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : null;

export default function SigninRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const signIn = useAuthStore((state) => state.signIn);
  const signedIn = useAuthStore((state) => state.isLoggedIn);
  const role = useAuthStore((state) => state.role);
  return (
    <Signin
      host={typeof window === 'undefined' ? '' : window.location.host}
      alreadySignedIn={
        signedIn
          ? {
              onOpenWorkspace: () => navigate(destinationFor(role)),
              onSignOut: () => logout({ redirect: false }),
            }
          : undefined
      }
      onTokens={(result) =>
        authStorage.writeTokens({ accessToken: result.access_token, refreshToken: result.refresh_token })
      }
      onSignedIn={(result) => {
        signIn(result);
        navigate(safeRedirect(search.get('redirectTo')) ?? destinationFor(result.role), { replace: true });
      }}
    />
  );
}
