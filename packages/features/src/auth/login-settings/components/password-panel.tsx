import { useTranslation } from 'react-i18next';

import { Alert, AlertTitle } from '@lancer/ui/components/alert';

import { SettingsSection } from '../../../components/settings-section';
import { NewPasswordForm, type NewPasswordValues } from '../../components/new-password-form';

type PasswordPanelProps = { pending: boolean; saved: boolean; onSubmit: (values: NewPasswordValues) => void };

export function PasswordPanel({ pending, saved, onSubmit }: PasswordPanelProps) {
  const { t } = useTranslation('auth', { keyPrefix: 'loginSettings' });
  return (
    <SettingsSection title={t('password.title')}>
      {saved ? (
        <Alert variant="success">
          <AlertTitle>{t('password.saved')}</AlertTitle>
        </Alert>
      ) : null}
      <NewPasswordForm submitLabel={t('password.submit')} pending={pending} onSubmit={onSubmit} />
    </SettingsSection>
  );
}
