import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  createWebhookEndpointBodySchema,
  webhookEventKinds,
  type CreateWebhookEndpointBody,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@lancer/api/schemas/webhook';
import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Badge } from '@lancer/ui/components/badge';
import { Button } from '@lancer/ui/components/button';
import { Checkbox } from '@lancer/ui/components/checkbox';
import { ConfirmButton } from '@lancer/ui/components/confirm-button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';

import { SettingsSection } from '../../../components/settings-section';
import { formatMoment } from '../../../lib/format';
import { useLoadStateLabels } from '../../../lib/use-load-state-labels';
import { RollSecretButton } from './roll-secret-button';

export type WebhooksPanelProps = {
  endpoints: Loadable<readonly WebhookEndpoint[]>;
  /** The endpoint whose delivery log is open, and its log. */
  openEndpointId: string | null;
  deliveries: Loadable<readonly WebhookDelivery[]>;
  creating: boolean;
  /** Why the server refused the new endpoint (its own words), if it did. */
  createRefusal: string | null;
  /** The signing secret just made, a new endpoint's or a rolled one's: shown this once. */
  createdSecret: string | null;
  /** The endpoint or delivery a change is under way for. */
  busyId: string | null;
  /** The endpoint a test event is being sent to, and the one it was just sent to. */
  testingId: string | null;
  testSentId: string | null;
  /** Why the server refused the test event (its own words), at its endpoint. */
  testRefusal: { endpointId: string; message: string } | null;
  /** The endpoint whose secret is being rolled. */
  rollingId: string | null;
  onCreate: (body: CreateWebhookEndpointBody) => void;
  onOpenLog: (endpointId: string | null) => void;
  onSetEnabled: (endpointId: string, enabled: boolean) => void;
  onDelete: (endpointId: string) => void;
  onResend: (endpointId: string, deliveryId: string) => void;
  onSendTestEvent: (endpointId: string) => void;
  /** Rolls the endpoint's secret; the previous one signs beside it for the hours given. */
  onRollSecret: (endpointId: string, previousExpiresInHours: number) => void;
};

const deliveryBadge = { succeeded: 'secondary', pending: 'outline', failed: 'destructive' } as const;

/** Webhooks (/login/webhooks, decision 1808): endpoints, their events, secrets and delivery logs. */
export function WebhooksPanel(props: WebhooksPanelProps) {
  const { t, i18n } = useTranslation('auth', { keyPrefix: 'loginSettings.webhooks' });
  const common = useTranslation('common').t;
  const labels = useLoadStateLabels();
  const moment = (iso: string) => formatMoment(iso, i18n.language);
  const form = useForm<CreateWebhookEndpointBody>({
    resolver: zodResolver(createWebhookEndpointBodySchema),
    defaultValues: { url: '', events: [] },
  });
  const { errors } = form.formState;
  const events = form.watch('events');
  const toggle = (kind: (typeof webhookEventKinds)[number], on: boolean) =>
    form.setValue('events', on ? [...events, kind] : events.filter((one) => one !== kind), {
      shouldValidate: form.formState.isSubmitted,
    });

  const log = (endpoint: WebhookEndpoint) => (
    <LoadState
      state={props.deliveries}
      isEmpty={(deliveries) => deliveries.length === 0}
      empty={{ title: t('noDeliveriesTitle'), description: t('noDeliveriesBody') }}
      errorTitle={t('deliveriesFailed')}
      {...labels}
    >
      {(deliveries) => (
        <ul
          className="divide-y rounded-md border bg-muted/30"
          aria-label={t('deliveriesLabel', { url: endpoint.url })}
        >
          {deliveries.map((delivery) => (
            <li
              key={delivery.id}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
            >
              <span className="flex min-w-0 flex-wrap items-center gap-2">
                <Badge variant={deliveryBadge[delivery.status]}>{t(`status.${delivery.status}`)}</Badge>
                <span className="font-medium">{t(`events.${delivery.event}`)}</span>
                <span className="text-muted-foreground">
                  {delivery.response_status === null
                    ? t('noAnswer')
                    : t('answered', { status: delivery.response_status })}
                  {' · '}
                  {t('attempts', { count: delivery.attempts })}
                  {' · '}
                  {moment(delivery.created_at)}
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                loading={props.busyId === delivery.id}
                aria-label={t('resendLabel', {
                  event: t(`events.${delivery.event}`),
                  moment: moment(delivery.created_at),
                })}
                onClick={() => props.onResend(endpoint.id, delivery.id)}
              >
                {t('resend')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </LoadState>
  );

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
          state={props.endpoints}
          isEmpty={(endpoints) => endpoints.length === 0}
          empty={{ title: t('emptyTitle'), description: t('emptyBody') }}
          errorTitle={t('loadFailed')}
          {...labels}
        >
          {(endpoints) => (
            <ul className="divide-y rounded-md border" aria-label={t('listLabel')}>
              {endpoints.map((endpoint) => {
                const open = props.openEndpointId === endpoint.id;
                const refusal =
                  props.testRefusal?.endpointId === endpoint.id ? props.testRefusal.message : null;
                return (
                  <li key={endpoint.id} className="flex flex-col gap-3 px-4 py-3">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <div className="flex min-w-0 flex-col gap-1">
                        <span className="flex flex-wrap items-center gap-2 text-sm font-medium">
                          <code className="font-mono break-all">{endpoint.url}</code>
                          <Badge variant={endpoint.enabled ? 'secondary' : 'outline'}>
                            {endpoint.enabled ? t('enabled') : t('disabled')}
                          </Badge>
                        </span>
                        <span className="flex flex-wrap gap-1">
                          {endpoint.events.map((kind) => (
                            <Badge key={kind} variant="outline">
                              {t(`events.${kind}`)}
                            </Badge>
                          ))}
                        </span>
                        <span className="text-sm text-muted-foreground">
                          {t('createdAt', { moment: moment(endpoint.created_at) })}
                          {' · '}
                          <code className="font-mono text-xs">{endpoint.secret_hint}…</code>
                        </span>
                        {endpoint.previous_secret_expires_at ? (
                          <span className="text-sm text-muted-foreground">
                            {t('previousSecretUntil', {
                              date: moment(endpoint.previous_secret_expires_at),
                            })}
                          </span>
                        ) : null}
                      </div>
                      <div className="flex flex-wrap gap-2">
                        <Button
                          variant="outline"
                          size="sm"
                          aria-expanded={open}
                          aria-label={t(open ? 'hideLogLabel' : 'showLogLabel', { url: endpoint.url })}
                          onClick={() => props.onOpenLog(open ? null : endpoint.id)}
                        >
                          {open ? t('hideLog') : t('showLog')}
                        </Button>
                        {/* A disabled endpoint is sent nothing, a test event neither: it is offered once enabled. */}
                        {endpoint.enabled ? (
                          <Button
                            variant="outline"
                            size="sm"
                            loading={props.testingId === endpoint.id}
                            aria-label={t('sendTestEventLabel', { url: endpoint.url })}
                            onClick={() => props.onSendTestEvent(endpoint.id)}
                          >
                            {t('sendTestEvent')}
                          </Button>
                        ) : null}
                        <RollSecretButton
                          url={endpoint.url}
                          rolling={props.rollingId === endpoint.id}
                          onRoll={(hours) => props.onRollSecret(endpoint.id, hours)}
                        />
                        <Button
                          variant="outline"
                          size="sm"
                          loading={props.busyId === endpoint.id}
                          aria-label={t(endpoint.enabled ? 'disableLabel' : 'enableLabel', {
                            url: endpoint.url,
                          })}
                          onClick={() => props.onSetEnabled(endpoint.id, !endpoint.enabled)}
                        >
                          {endpoint.enabled ? t('disable') : t('enable')}
                        </Button>
                        <ConfirmButton
                          label={t('delete')}
                          ariaLabel={t('deleteLabel', { url: endpoint.url })}
                          title={t('confirmTitle')}
                          description={t('confirmBody', { url: endpoint.url })}
                          confirm={t('delete')}
                          cancel={common('cancel')}
                          variant="outline"
                          size="sm"
                          onConfirm={() => props.onDelete(endpoint.id)}
                        />
                      </div>
                    </div>
                    {props.testSentId === endpoint.id ? (
                      <p role="status" className="text-sm text-muted-foreground">
                        {t('testEventSent')}
                      </p>
                    ) : null}
                    {refusal ? (
                      <p role="alert" className="text-sm text-destructive">
                        {refusal}
                      </p>
                    ) : null}
                    {open ? log(endpoint) : null}
                  </li>
                );
              })}
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
          })}
        >
          <FormField
            label={t('url')}
            error={errors.url ? t('urlRequired') : (props.createRefusal ?? undefined)}
          >
            <Input
              type="url"
              autoComplete="off"
              placeholder="https://hooks.example.com/lancer"
              {...form.register('url')}
            />
          </FormField>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t('eventsLegend')}</legend>
            <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
              {webhookEventKinds.map((kind) => (
                <label key={kind} className="flex items-center gap-2 text-sm">
                  <Checkbox
                    checked={events.includes(kind)}
                    onCheckedChange={(on) => toggle(kind, on === true)}
                  />
                  {t(`events.${kind}`)}
                </label>
              ))}
            </div>
            {errors.events ? (
              <p role="alert" className="text-sm text-destructive">
                {t('eventsRequired')}
              </p>
            ) : null}
          </fieldset>
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
