import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

type TitleFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The "Please type in a title" message once the form was checked. */
  error?: string;
};

/** The required title of a plan item, work item, issue or ops event (up to 200 characters, as the contract). */
export function TitleField({ label, value, onChange, error }: TitleFieldProps) {
  return (
    <FormField label={label} required error={error}>
      <Input value={value} maxLength={200} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );
}
