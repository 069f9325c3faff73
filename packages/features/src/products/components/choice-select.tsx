import { Controller, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';

import { FormField } from '@lancer/ui/components/form-field';
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

type ChoiceFieldProps<Values extends FieldValues, Output extends FieldValues> = {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
  /** The form's field error as text (useFieldErrorText). */
  errorText: (error: FieldError | undefined) => string | undefined;
  choices: readonly Choice[];
  disabled?: boolean;
  /** What the select shows instead of the field's value (a disabled severity shows "—"). */
  shownValue?: string;
  /** After a choice is set: what else it changes (a kind picks its first status). */
  onChosen?: (value: string) => void;
};

/** A react-hook-form field of a products form that is one of a list of choices (status, kind, severity). */
export function ChoiceField<Values extends FieldValues, Output extends FieldValues>({
  control,
  name,
  label,
  errorText,
  choices,
  disabled,
  shownValue,
  onChosen,
}: ChoiceFieldProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={errorText(fieldState.error)}>
          <ChoiceSelect
            disabled={disabled}
            value={shownValue ?? String(field.value ?? '')}
            onValueChange={(next) => {
              field.onChange(next);
              onChosen?.(next);
            }}
            choices={choices}
          />
        </FormField>
      )}
    />
  );
}
