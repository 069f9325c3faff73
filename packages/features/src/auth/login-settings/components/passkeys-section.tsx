import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { passkeyNameSchema, type Passkey } from '@lancer/api/contract/user';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { ConfirmButton } from '@lancer/ui/components/confirm-button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';

import { SettingsSection } from '../../../components/settings-section';
import { formatMoment } from '../../../lib/format';
import { useLoadStateLabels } from '../../../lib/use-load-state-labels';

/** Why the last passkey was not added: the browser's prompt closed, or the server refused it. */
export type PasskeyProblem = 'cancelled' | 'refused' | 'unsupported';

export type PasskeysSectionProps = {
  passkeys: Loadable<readonly Passkey[]>;
  /** The browser can make passkeys (WebAuthn); without it the section says so instead of the form. */
  supported: boolean;
  adding: boolean;
  /** The name of the passkey just added. */
  added: string | null;
  problem: PasskeyProblem | null;
  /** The passkey being removed, while it is. */
  removingId: string | null;
  onAdd: (name: string) => void;
  onRemove: (id: string) => void;
};

const schema = z.object({ name: passkeyNameSchema });
type Values = z.infer<typeof schema>;
const nameErrors: Record<string, string> = { 'Please name the passkey': 'nameRequired' };

/** PASSKEYS (/login/security, decision 1025): the account's passkeys, a new one, removal. */
export function PasskeysSection(props: PasskeysSectionProps) {
  const { t, i18n } = useTranslation('auth', { keyPrefix: 'loginSettings.passkeys' });
  const common = useTranslation('common').t;
  const labels = useLoadStateLabels();
  const moment = (iso: string) => formatMoment(iso, i18n.language);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '' } });
  const nameError = form.formState.errors.name?.message;
  return (
    <SettingsSection title={t('title')} description={t('description')}>
      {props.added ? (
        <Alert variant="success">
          <AlertTitle>{t('added', { name: props.added })}</AlertTitle>
        </Alert>
      ) : null}
      {props.problem ? (
        <Alert variant="destructive">
          <AlertTitle>{t(`problem.${props.problem}`)}</AlertTitle>
        </Alert>
      ) : null}
      <LoadState state={props.passkeys} isEmpty={() => false} errorTitle={t('loadFailed')} {...labels}>
        {(passkeys) => (
          <div className="flex flex-col gap-6">
            {passkeys.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('none')}</p>
            ) : (
              <ul className="divide-y rounded-md border" aria-label={t('listLabel')}>
                {passkeys.map((passkey) => (
                  <li
                    key={passkey.id}
                    className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
                  >
                    <div className="flex min-w-0 flex-col gap-1">
                      <span className="text-sm font-medium break-words">{passkey.name}</span>
                      <span className="text-sm text-muted-foreground">
                        {t('createdAt', { moment: moment(passkey.created_at) })}
                        {' · '}
                        {passkey.last_used_at
                          ? t('lastUsedAt', { moment: moment(passkey.last_used_at) })
                          : t('neverUsed')}
                      </span>
                    </div>
                    <ConfirmButton
                      label={t('remove')}
                      ariaLabel={t('removeLabel', { name: passkey.name })}
                      title={t('confirmTitle')}
                      description={t('confirmBody', { name: passkey.name })}
                      confirm={t('remove')}
                      cancel={common('cancel')}
                      variant="outline"
                      size="sm"
                      loading={props.removingId === passkey.id}
                      onConfirm={() => props.onRemove(passkey.id)}
                    />
                  </li>
                ))}
              </ul>
            )}
            {props.supported ? (
              <form
                noValidate
                className="flex flex-col gap-3"
                onSubmit={form.handleSubmit((values) => {
                  props.onAdd(values.name);
                  form.reset();
                })}
              >
                <FormField
                  label={t('nameLabel')}
                  help={t('nameHint')}
                  error={nameError ? t(nameErrors[nameError] ?? 'nameTooLong') : undefined}
                >
                  <Input autoComplete="off" placeholder={t('namePlaceholder')} {...form.register('name')} />
                </FormField>
                <div>
                  <Button type="submit" loading={props.adding}>
                    {t('add')}
                  </Button>
                </div>
              </form>
            ) : (
              <p className="text-sm text-muted-foreground">{t('problem.unsupported')}</p>
            )}
          </div>
        )}
      </LoadState>
    </SettingsSection>
  );
}
