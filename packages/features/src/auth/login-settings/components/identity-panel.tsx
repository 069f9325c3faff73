import { useTranslation } from 'react-i18next';

import { SettingsSection } from '../../../components/settings-section';

export type IdentityFacts = { email: string; flid: string; mobile: string };

export function IdentityPanel({ email, flid, mobile }: IdentityFacts) {
  const { t } = useTranslation('auth', { keyPrefix: 'loginSettings' });
  const rows = [
    [t('identity.email'), email],
    [t('identity.userId'), flid],
    [t('identity.howYouSignIn'), t('identity.signInWays')],
    [t('identity.mobile'), mobile || t('identity.noMobile')],
  ] as const;
  return (
    <SettingsSection title={t('identity.title')}>
      <dl className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
            <dd className="text-sm break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </SettingsSection>
  );
}
