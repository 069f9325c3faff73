import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

type InviteFormProps = {
  pending: boolean;
  /** The server's reason (e.g. "Already invited"), shown on the field; the typed text stays. */
  failure: string | null;
  onInvite: (invitee: string) => void;
};

/** One field for an email or a Lancer user ID. */
export function InviteForm({ pending, failure, onInvite }: InviteFormProps) {
  const { t } = useTranslation('products', { keyPrefix: 'collaborators' });
  const [invitee, setInvitee] = useState('');
  const [checked, setChecked] = useState(false);
  const missing = checked && !invitee.trim();
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (invitee.trim()) onInvite(invitee.trim());
      }}
    >
      <FormField
        label={t('invitee')}
        help={t('inviteHelp')}
        required
        error={missing ? t('inviteeRequired') : (failure ?? undefined)}
      >
        <Input value={invitee} autoComplete="off" onChange={(event) => setInvitee(event.target.value)} />
      </FormField>
      <Button type="submit" loading={pending} className="sm:mt-7">
        {t('submit')}
      </Button>
    </form>
  );
}
