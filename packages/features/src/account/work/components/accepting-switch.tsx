import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Label } from '@lancer/ui/components/label';
import { Switch } from '@lancer/ui/components/switch';

type AcceptingSwitchProps = {
  accepting: boolean;
  ready: boolean;
  pending: boolean;
  onChange: (next: boolean) => void;
};

/** Spec section 4: changeable only when ready to receive money; otherwise disabled with the reason. */
export function AcceptingSwitch({ accepting, ready, pending, onChange }: AcceptingSwitchProps) {
  const { t } = useTranslation('account', { keyPrefix: 'work' });
  const id = useId();
  const helpId = `${id}-help`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <Switch
          id={id}
          checked={accepting}
          disabled={!ready}
          pending={pending}
          aria-describedby={helpId}
          onCheckedChange={(next) => next !== accepting && onChange(next)}
        />
        <Label htmlFor={id}>{t('accepting.label')}</Label>
      </div>
      <p id={helpId} className="text-sm text-muted-foreground">
        {!ready ? t('accepting.notReady') : accepting ? t('accepting.on') : t('accepting.off')}
      </p>
    </div>
  );
}
