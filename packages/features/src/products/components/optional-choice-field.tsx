import { FormField } from '@lancer/ui/components/form-field';

import { ChoiceSelect, type Choice } from './choice-select';

const NONE = 'none';

type OptionalChoiceFieldProps = {
  label: string;
  /** The first choice, meaning "nobody" or "nothing" (null). */
  noneLabel: string;
  value: string | null;
  onChange: (value: string | null) => void;
  choices: readonly Choice[];
  /** The field's message (the server's words when it refused the choice). */
  error?: string;
};

/** A select with a "none" choice first: an assignee, a linked issue. */
export function OptionalChoiceField({
  label,
  noneLabel,
  value,
  onChange,
  choices,
  error,
}: OptionalChoiceFieldProps) {
  return (
    <FormField label={label} error={error}>
      <ChoiceSelect
        value={value ?? NONE}
        onValueChange={(next) => onChange(next === NONE ? null : next)}
        choices={[{ value: NONE, label: noneLabel }, ...choices]}
      />
    </FormField>
  );
}
