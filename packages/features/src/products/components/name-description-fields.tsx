import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { Textarea } from '@lancer/ui/components/textarea';

type NameDescription = { name: string; description: string };

type NameDescriptionFieldsProps<T extends NameDescription> = {
  labels: { name: string; description: string };
  values: T;
  onChange: (values: T) => void;
  nameError?: string;
};

/** A product's name (required, at most 80 characters) and description, as creating and editing show them. */
export function NameDescriptionFields<T extends NameDescription>({
  labels,
  values,
  onChange,
  nameError,
}: NameDescriptionFieldsProps<T>) {
  return (
    <>
      <FormField label={labels.name} required error={nameError}>
        <Input
          value={values.name}
          maxLength={80}
          onChange={(event) => onChange({ ...values, name: event.target.value })}
        />
      </FormField>
      <FormField label={labels.description}>
        <Textarea
          rows={4}
          value={values.description}
          onChange={(event) => onChange({ ...values, description: event.target.value })}
        />
      </FormField>
    </>
  );
}
