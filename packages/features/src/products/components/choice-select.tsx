import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lancer/ui/components/select';

export type Choice = { value: string; label: string };

type ChoiceSelectProps = {
  value: string;
  onValueChange: (value: string) => void;
  choices: readonly Choice[];
  /** Set by FormField (id, aria wiring) or given directly when the select stands alone. */
  id?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  className?: string;
  disabled?: boolean;
};

/** The design system's select over a list of value/label pairs (statuses, people, quarters). */
export function ChoiceSelect({
  value,
  onValueChange,
  choices,
  className,
  disabled,
  ...aria
}: ChoiceSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger className={className} {...aria}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
