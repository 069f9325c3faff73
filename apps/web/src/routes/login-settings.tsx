import { useLocation, useSearchParams } from 'react-router-dom';

import { LoginSettings } from '@lancer/features/auth/login-settings/login-settings';
import { loginSections, type LoginSection } from '@lancer/features/auth/login-settings/login-settings-view';

/**
 * /login/identity, /login/password, /login/email, /login/mobile, /login/devices: one screen, the
 * child picks its section. /login/devices?session= marks the session a new-device alert named.
 */
export default function LoginSettingsRoute() {
  const child = useLocation().pathname.split('/').filter(Boolean)[1];
  const [search] = useSearchParams();
  const section = (loginSections as readonly string[]).includes(child ?? '')
    ? (child as LoginSection)
    : 'identity';
  return <LoginSettings section={section} alertedSessionId={search.get('session')} />;
}
