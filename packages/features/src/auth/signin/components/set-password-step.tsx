import { useTranslation } from 'react-i18next';

import { NewPasswordForm, type NewPasswordValues } from '../../components/new-password-form';
import { StepFrame } from './step-frame';

type SetPasswordStepProps = {
  pending: boolean;
  onSubmit: (values: NewPasswordValues) => void;
};

export function SetPasswordStep({ pending, onSubmit }: SetPasswordStepProps) {
  const { t } = useTranslation('auth', { keyPrefix: 'signin' });
  return (
    <StepFrame title={t('setPassword.title')} lead={t('setPassword.lead')}>
      <NewPasswordForm submitLabel={t('setPassword.submit')} pending={pending} onSubmit={onSubmit} />
    </StepFrame>
  );
}
