import type { FieldError, FieldErrors, Path, UseFormRegister } from 'react-hook-form';

import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { Textarea } from '@lancer/ui/components/textarea';

type NameDescription = { name: string; description?: string };

type NameDescriptionFieldsProps<Values extends NameDescription> = {
  labels: { name: string; description: string };
  /** The form's register and errors (react-hook-form). */
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  errorText: (error: FieldError | undefined) => string | undefined;
};

/** A product's name (required, at most 80 characters) and description, as creating and editing show them. */
export function NameDescriptionFields<Values extends NameDescription>({
  labels,
  register,
  errors,
  errorText,
}: NameDescriptionFieldsProps<Values>) {
  return (
    <>
      <FormField label={labels.name} required error={errorText(errors.name as FieldError | undefined)}>
        <Input maxLength={80} {...register('name' as Path<Values>)} />
      </FormField>
      <FormField label={labels.description} error={errorText(errors.description as FieldError | undefined)}>
        <Textarea rows={4} {...register('description' as Path<Values>)} />
      </FormField>
    </>
  );
}
