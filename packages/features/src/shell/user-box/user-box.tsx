import { isReadyToReceiveMoney } from '@lancer/api/rules/provider-readiness';
import { useFetchProfile } from '@lancer/api/user/fetch-profile';
import { useUpdateAcceptingRequest } from '@lancer/api/user/update-accepting-request';

import { UserBoxView, userMenuTargets } from './user-box-view';
import { useThemeChoice } from '../theme/use-theme-choice';

export type UserBoxProps = {
  onNavigate: (to: string) => void;
  onLogout: () => void;
};

/** The signed-in header's user box: avatar, service-provider badge and user menu, from the profile. */
export function UserBox({ onNavigate, onLogout }: UserBoxProps) {
  const profile = useFetchProfile();
  const toggle = useUpdateAcceptingRequest();
  const user = profile.data;
  const ready = user ? isReadyToReceiveMoney(user) : false;
  const accepting = user?.account.provider.accepting_request ?? false;
  const [theme, setTheme] = useThemeChoice();
  return (
    <UserBoxView
      email={user?.account.basic.email.address ?? ''}
      photoUrl={user?.account.basic.photo.url ?? ''}
      isServiceProvider={accepting}
      readyToReceiveMoney={ready}
      togglePending={toggle.isPending || profile.isPending}
      // ACCEPTING-HEADER-TOGGLE: not ready -> the work page; ready -> flip accepting requests.
      onToggleProvider={() => (ready ? toggle.mutate(!accepting) : onNavigate(userMenuTargets.work))}
      onNavigate={onNavigate}
      onLogout={onLogout}
      theme={theme}
      onThemeChange={setTheme}
    />
  );
}
