import { isReadyToReceiveMoney } from '@lancer/api/rules/provider-readiness';
import { useFetchProfile } from '@lancer/api/user/fetch-profile';
import { useUpdateAcceptingRequest } from '@lancer/api/user/update-accepting-request';

import { UserBoxView } from './user-box-view';
import { useThemeChoice } from '../theme/use-theme-choice';

export type UserBoxProps = {
  onLogout: () => void;
};

/** The signed-in header's user box: avatar, service-provider badge and user menu, from the profile. */
export function UserBox({ onLogout }: UserBoxProps) {
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
      // ACCEPTING-HEADER-TOGGLE: ready -> flip accepting requests; not ready, the badge links to the work page.
      onToggleProvider={() => toggle.mutate({ body: { accepting_request: !accepting } })}
      onLogout={onLogout}
      theme={theme}
      onThemeChange={setTheme}
    />
  );
}
