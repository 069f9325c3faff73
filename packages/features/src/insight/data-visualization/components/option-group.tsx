import { ToggleGroup, ToggleGroupItem } from '@lancer/ui/components/toggle-group';

type OptionGroupProps<Value extends string> = {
  label: string;
  options: ReadonlyArray<{ value: Value; label: string }>;
  /** '' when none is chosen. */
  value: Value | '';
  onChange: (value: Value) => void;
};

/** A labelled row of single-choice options (period, grouping). */
export function OptionGroup<Value extends string>({
  label,
  options,
  value,
  onChange,
}: OptionGroupProps<Value>) {
  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium">{label}</span>
      <ToggleGroup
        type="single"
        variant="outline"
        aria-label={label}
        value={value}
        onValueChange={(next) => next && onChange(next as Value)}
      >
        {options.map((option) => (
          <ToggleGroupItem key={option.value} value={option.value}>
            {option.label}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
    </div>
  );
}
