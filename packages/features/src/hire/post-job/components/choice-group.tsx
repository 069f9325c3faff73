import { useId } from 'react';

import { Label } from '@lancer/ui/components/label';
import { RadioGroup, RadioGroupItem } from '@lancer/ui/components/radio-group';

type ChoiceGroupProps<Value extends string> = {
  legend: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
};

/** A labelled row of radio choices (budget type, visibility). */
export function ChoiceGroup<Value extends string>({
  legend,
  value,
  options,
  onChange,
}: ChoiceGroupProps<Value>) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <RadioGroup
        value={value}
        onValueChange={(next) => onChange(next as Value)}
        className="flex flex-wrap gap-4"
      >
        {options.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-${option.value}`} value={option.value} />
            <Label htmlFor={`${id}-${option.value}`} className="font-normal">
              {option.label}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
