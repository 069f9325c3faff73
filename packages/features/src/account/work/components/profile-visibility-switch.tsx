import { useTranslation } from 'react-i18next';

import type { ProfileVisibility } from '@lancer/api/schemas/review';

import { AppLink } from '../../../navigation/app-link';
import { paths } from '../../../navigation/paths';
import { SettingSwitch } from './setting-switch';

type ProfileVisibilitySwitchProps = {
  visibility: ProfileVisibility;
  pending: boolean;
  onChange: (next: boolean) => void;
};

/** PROFILE-HIDE: the public profile is shown to everyone, search engines included, unless hidden here. */
export function ProfileVisibilitySwitch({ visibility, pending, onChange }: ProfileVisibilitySwitchProps) {
  const { t } = useTranslation('account', { keyPrefix: 'work.profile' });
  return (
    <SettingSwitch
      label={t('label')}
      help={visibility.public ? t('on') : t('off')}
      checked={visibility.public}
      pending={pending}
      onChange={onChange}
    >
      {visibility.public ? (
        <AppLink
          className="text-sm underline underline-offset-4"
          to={paths.providerProfile.getHref(visibility.flid)}
        >
          {t('open')}
        </AppLink>
      ) : null}
    </SettingSwitch>
  );
}
