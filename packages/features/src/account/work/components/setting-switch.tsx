import { useId, type ReactNode } from 'react';

import { Label } from '@lancer/ui/components/label';
import { Switch } from '@lancer/ui/components/switch';

type SettingSwitchProps = {
  label: string;
  /** What the setting means as it stands; read out with the switch. */
  help: string;
  checked: boolean;
  disabled?: boolean;
  pending: boolean;
  onChange: (next: boolean) => void;
  children?: ReactNode;
};

/** A work setting's on/off switch with its label and what it means now (accepting requests, the public profile). */
export function SettingSwitch({
  label,
  help,
  checked,
  disabled,
  pending,
  onChange,
  children,
}: SettingSwitchProps) {
  const id = useId();
  const helpId = `${id}-help`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <Switch
          id={id}
          checked={checked}
          disabled={disabled}
          pending={pending}
          aria-describedby={helpId}
          onCheckedChange={(next) => next !== checked && onChange(next)}
        />
        <Label htmlFor={id}>{label}</Label>
      </div>
      <p id={helpId} className="text-sm text-muted-foreground">
        {help}
      </p>
      {children}
    </div>
  );
}
