import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  createAccessTokenBodySchema,
  type CreateAccessTokenBody,
  type PersonalAccessToken,
} from '@lancer/api/contract/user';
import { tokenAreas, tokenLifetimesDays, type TokenArea } from '@lancer/api/rules/access-token-scopes';
import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Badge } from '@lancer/ui/components/badge';
import { Button } from '@lancer/ui/components/button';
import { ConfirmButton } from '@lancer/ui/components/confirm-button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';

import { SettingsSection } from '../../../components/settings-section';
import { formatMoment } from '../../../lib/format';
import { useLoadStateLabels } from '../../../lib/use-load-state-labels';

export type TokensPanelProps = {
  tokens: Loadable<readonly PersonalAccessToken[]>;
  creating: boolean;
  /** The secret of the token just made: shown this once. */
  createdSecret: string | null;
  revokingId: string | null;
  onCreate: (body: CreateAccessTokenBody) => void;
  onRevoke: (id: string) => void;
};

type AreaAccess = 'none' | 'read' | 'write';

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The scopes of a form's per-area choices: `<area>:read` or `<area>:write` (which also reads). */
const scopesOf = (access: Partial<Record<TokenArea, AreaAccess>>) =>
  tokenAreas.flatMap((area) => {
    const chosen = access[area] ?? 'none';
    return chosen === 'none' ? [] : [`${area}:${chosen}` as const];
  });

/** Personal access tokens (/login/tokens, decision 1807): made with scopes, listed, revoked. */
export function TokensPanel(props: TokensPanelProps) {
  const { t, i18n } = useTranslation('auth', { keyPrefix: 'loginSettings.tokens' });
  const common = useTranslation('common').t;
  const labels = useLoadStateLabels();
  const moment = (iso: string) => formatMoment(iso, i18n.language);
  const [access, setAccess] = useState<Partial<Record<TokenArea, AreaAccess>>>({});
  const form = useForm<CreateAccessTokenBody>({
    resolver: zodResolver(createAccessTokenBodySchema),
    defaultValues: { name: '', scopes: [], expires_in_days: 30 },
  });
  const { errors } = form.formState;
  const choose = (area: TokenArea, value: AreaAccess) => {
    const next = { ...access, [area]: value };
    setAccess(next);
    form.setValue('scopes', scopesOf(next), { shouldValidate: form.formState.isSubmitted });
  };
  return (
    <>
      <SettingsSection title={t('title')} description={t('description')}>
        {props.createdSecret ? (
          <Alert variant="success">
            <AlertTitle>{t('createdTitle')}</AlertTitle>
            <AlertDescription>
              <p>{t('createdBody')}</p>
              <code
                className="mt-2 block rounded bg-muted px-2 py-1 font-mono text-sm break-all"
                aria-label={t('secretLabel')}
              >
                {props.createdSecret}
              </code>
            </AlertDescription>
          </Alert>
        ) : null}
        <LoadState
          state={props.tokens}
          isEmpty={(tokens) => tokens.length === 0}
          empty={{ title: t('emptyTitle'), description: t('emptyBody') }}
          errorTitle={t('loadFailed')}
          {...labels}
        >
          {(tokens) => (
            <ul className="divide-y rounded-md border" aria-label={t('listLabel')}>
              {tokens.map((token) => (
                <li key={token.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <div className="flex min-w-0 flex-col gap-1">
                    <span className="flex flex-wrap items-center gap-2 text-sm font-medium">
                      {token.name}
                      <code className="font-mono text-xs text-muted-foreground">{token.hint}…</code>
                    </span>
                    <span className="flex flex-wrap gap-1">
                      {token.scopes.map((scope) => (
                        <Badge key={scope} variant="secondary">
                          {scope}
                        </Badge>
                      ))}
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {t('createdAt', { moment: moment(token.created_at) })}
                      {' · '}
                      {token.last_used_at
                        ? t('lastUsedAt', { moment: moment(token.last_used_at) })
                        : t('neverUsed')}
                      {' · '}
                      {token.expires_at
                        ? t('expiresAt', { moment: moment(token.expires_at) })
                        : t('noExpiry')}
                    </span>
                  </div>
                  <ConfirmButton
                    label={t('revoke')}
                    ariaLabel={t('revokeLabel', { name: token.name })}
                    title={t('confirmTitle')}
                    description={t('confirmBody', { name: token.name })}
                    confirm={t('revoke')}
                    cancel={common('cancel')}
                    variant="outline"
                    size="sm"
                    loading={props.revokingId === token.id}
                    onConfirm={() => props.onRevoke(token.id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </SettingsSection>
      <SettingsSection title={t('newTitle')} description={t('newDescription')}>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((body) => {
            props.onCreate(body);
            form.reset();
            setAccess({});
          })}
        >
          <FormField label={t('name')} error={errors.name ? t('nameRequired') : undefined}>
            <Input autoComplete="off" placeholder={t('namePlaceholder')} {...form.register('name')} />
          </FormField>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t('scopes')}</legend>
            <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
              {tokenAreas.map((area) => (
                <label key={area} className="grid grid-cols-[1fr_9rem] items-center gap-2 text-sm">
                  <span>{t(`areas.${area}`)}</span>
                  <select
                    className={selectClass}
                    value={access[area] ?? 'none'}
                    onChange={(event) => choose(area, event.target.value as AreaAccess)}
                  >
                    <option value="none">{t('access.none')}</option>
                    <option value="read">{t('access.read')}</option>
                    <option value="write">{t('access.write')}</option>
                  </select>
                </label>
              ))}
            </div>
            {errors.scopes ? (
              <p role="alert" className="text-sm text-destructive">
                {t('scopesRequired')}
              </p>
            ) : null}
          </fieldset>
          <label className="grid max-w-xs gap-2 text-sm font-medium">
            {t('expiry')}
            <select
              className={selectClass}
              value={String(form.watch('expires_in_days'))}
              onChange={(event) =>
                form.setValue(
                  'expires_in_days',
                  event.target.value === 'never' ? null : Number(event.target.value),
                )
              }
            >
              {tokenLifetimesDays.map((days) => (
                <option key={days} value={days}>
                  {t('days', { count: days })}
                </option>
              ))}
              <option value="never">{t('never')}</option>
            </select>
          </label>
          <div>
            <Button type="submit" loading={props.creating}>
              {t('create')}
            </Button>
          </div>
        </form>
      </SettingsSection>
    </>
  );
}
