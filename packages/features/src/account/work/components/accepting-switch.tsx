import { useTranslation } from 'react-i18next';

import { SettingSwitch } from './setting-switch';

type AcceptingSwitchProps = {
  accepting: boolean;
  ready: boolean;
  pending: boolean;
  onChange: (next: boolean) => void;
};

/** ACCEPTING-SWITCH: changeable only when ready to receive money; otherwise disabled with the reason. */
export function AcceptingSwitch({ accepting, ready, pending, onChange }: AcceptingSwitchProps) {
  const { t } = useTranslation('account', { keyPrefix: 'work' });
  return (
    <SettingSwitch
      label={t('accepting.label')}
      help={!ready ? t('accepting.notReady') : accepting ? t('accepting.on') : t('accepting.off')}
      checked={accepting}
      disabled={!ready}
      pending={pending}
      onChange={onChange}
    />
  );
}
