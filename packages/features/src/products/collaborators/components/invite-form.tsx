import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { inviteCollaboratorBodySchema } from '@lancer/api/schemas/product';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

import { useServerFieldErrors } from '../../../lib/apply-server-field-errors';
import { useFieldErrorText } from '../../field-error-text';

/** The contract's invite without the product (the screen adds it). */
const schema = inviteCollaboratorBodySchema.pick({ invitee: true });
type Values = z.output<typeof schema>;

type InviteFormProps = {
  pending: boolean;
  /** The server's reason (e.g. "Already invited"), shown on the field; the typed text stays. */
  failure: string | null;
  /** The failed invite itself: a VALIDATION_FAILED answer's field message goes on the field. */
  serverError?: unknown;
  onInvite: (invitee: string) => void;
};

/** One field for an email or a Lancer user ID. */
export function InviteForm({ pending, failure, serverError, onInvite }: InviteFormProps) {
  const { t } = useTranslation('products', { keyPrefix: 'collaborators' });
  const errorText = useFieldErrorText('collaborators');
  const form = useForm<z.input<typeof schema>, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { invitee: '' },
  });
  useServerFieldErrors(serverError, form.setError);
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
      onSubmit={form.handleSubmit((values) => onInvite(values.invitee))}
    >
      <FormField
        label={t('invitee')}
        help={t('inviteHelp')}
        required
        error={errorText(form.formState.errors.invitee) ?? failure ?? undefined}
      >
        <Input autoComplete="off" {...form.register('invitee')} />
      </FormField>
      <Button type="submit" loading={pending} className="sm:mt-7">
        {t('submit')}
      </Button>
    </form>
  );
}
