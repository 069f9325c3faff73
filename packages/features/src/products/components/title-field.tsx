import type * as React from 'react';

import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

type TitleFieldProps = Omit<React.ComponentProps<typeof Input>, 'maxLength'> & {
  label: string;
  /** The title's message: "Please type in a title" or the server's words. */
  error?: string;
};

/**
 * The required title of a plan item, work item, issue or ops event (up to 200 characters, as the
 * contract); the input takes react-hook-form's `register('title')`.
 */
export function TitleField({ label, error, ...input }: TitleFieldProps) {
  return (
    <FormField label={label} required error={error}>
      <Input maxLength={200} {...input} />
    </FormField>
  );
}
