import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { get, useForm, type FieldError, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { MAX_OFFER_MESSAGE } from '@lancer/api/constants';
import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { DatePicker } from '@lancer/ui/components/date-picker';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { Label } from '@lancer/ui/components/label';
import { RadioGroup, RadioGroupItem } from '@lancer/ui/components/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lancer/ui/components/select';
import { Textarea } from '@lancer/ui/components/textarea';

import { MilestonesEditor } from '../../../components/milestones-editor';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/apply-server-field-errors';
import { formatMoney } from '../../../lib/format';
import { blankMilestone } from '../../../lib/milestone-draft';
import type { ServerRefusal } from '../../../lib/refusal-of';
import { AppLink } from '../../../navigation/app-link';
import {
  draftTotalCents,
  EXPIRY_CHOICES,
  offerPathOf,
  type OfferDraft,
  type OfferKind,
} from '../offer-draft';

const CURRENCY = 'USD';
const kinds: OfferKind[] = ['fixed', 'hourly'];

const serverFieldOf = (field: string) => offerPathOf(field) as Path<OfferDraft> | undefined;

type OfferFormProps<Body> = {
  initial: OfferDraft;
  /** The contract's body schema behind the typed values (offer-draft.ts): its output is what is sent. */
  schema: z.ZodType<Body, OfferDraft>;
  /** The provider, by name: the expiry's help and a revision's note name them. */
  providerName: string;
  /** A revision: the note to the provider, and its own button. */
  revise: boolean;
  pending: boolean;
  /** The server's refusal of the last send; every typed value stays. */
  refusal: ServerRefusal | null;
  /** Where the offer stands now, for a refusal because it changed meanwhile (409). */
  offerHref?: string;
  onSubmit: (body: Body) => void;
};

/**
 * Title, description, fixed price (milestones, their sum the price) or hourly (a rate and a weekly
 * limit), the start date and the expiry, on react-hook-form with the contract's schema; a
 * revision adds a note to the provider.
 */
export function OfferForm<Body>({
  initial,
  schema,
  providerName,
  revise,
  pending,
  refusal,
  offerHref,
  onSubmit,
}: OfferFormProps<Body>) {
  const { t, i18n } = useTranslation('offer', { keyPrefix: 'sendOffer' });
  const milestoneTexts = useTranslation('common', { keyPrefix: 'milestones' }).t;
  const form = useForm<OfferDraft, unknown, Body>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
  const { errors, isSubmitted } = form.formState;
  const { setError } = form;
  const refused = refusal?.error;
  useEffect(() => {
    if (refused) applyServerFieldErrors(refused, setError, { fieldOf: serverFieldOf });
  }, [refused, setError]);
  const draft = form.watch();
  const revalidate = { shouldDirty: true, shouldValidate: isSubmitted };
  const errorOf = (path: string) => {
    const error = get(errors, path) as FieldError | undefined;
    const own = error?.message === undefined ? (error?.root as FieldError | undefined) : error;
    return fieldErrorText(own, (key) => t(key, { defaultValue: key }));
  };
  const money = (cents: number) => formatMoney(cents, CURRENCY, i18n.language);
  const kindId = useId();
  const rootError = errors.root?.message;
  return (
    <form
      noValidate
      aria-label={revise ? t('sendRevision') : t('send')}
      className="flex flex-col gap-6"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      {refusal ? (
        <Alert variant="destructive">
          <AlertTitle>{refusal.message}</AlertTitle>
          {refusal.status === 409 && offerHref ? (
            <AlertDescription>
              <p>{t('conflictHint')}</p>
              <AppLink to={offerHref} className="font-medium underline underline-offset-4">
                {t('openOffer')}
              </AppLink>
            </AlertDescription>
          ) : null}
        </Alert>
      ) : null}
      {rootError ? (
        <Alert variant="destructive">
          <AlertTitle>{rootError}</AlertTitle>
        </Alert>
      ) : null}
      <FormField label={t('title')} error={errorOf('title')} required>
        <Input autoComplete="off" maxLength={120} {...form.register('title')} />
      </FormField>
      <FormField label={t('description')} help={t('descriptionHelp')} error={errorOf('description')}>
        <Textarea rows={5} maxLength={20_000} {...form.register('description')} />
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('kind.legend')}</legend>
        <RadioGroup
          value={draft.kind}
          onValueChange={(kind) => {
            form.setValue('kind', kind as OfferKind, revalidate);
            if (kind === 'fixed' && draft.milestones.length === 0)
              form.setValue('milestones', [blankMilestone()], revalidate);
          }}
          className="gap-3 sm:grid-cols-2"
        >
          {kinds.map((kind) => (
            <div key={kind} className="flex items-start gap-3 rounded-lg border p-3">
              <RadioGroupItem
                value={kind}
                id={`${kindId}-${kind}`}
                aria-describedby={`${kindId}-${kind}-help`}
                className="mt-0.5"
              />
              <div className="grid gap-0.5">
                <Label htmlFor={`${kindId}-${kind}`}>{t(`kind.${kind}`)}</Label>
                <p id={`${kindId}-${kind}-help`} className="text-sm text-muted-foreground">
                  {t(`kind.${kind}Help`)}
                </p>
              </div>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      {draft.kind === 'hourly' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('rate', { currency: CURRENCY })}
            error={errorOf('rate')}
            required
            className="content-start"
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              className="text-right tabular-nums"
              placeholder="0.00"
              {...form.register('rate')}
            />
          </FormField>
          <FormField
            label={t('weeklyLimit')}
            help={t('weeklyLimitHelp')}
            error={errorOf('weekly_limit')}
            required
            className="content-start"
          >
            <Input inputMode="numeric" autoComplete="off" {...form.register('weekly_limit')} />
          </FormField>
          <p role="status" className="text-sm text-muted-foreground tabular-nums sm:col-span-2">
            {t('weekTotal', { amount: money(draftTotalCents(draft)) })}
          </p>
        </div>
      ) : (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium">{t('milestones')}</legend>
          <p className="text-sm text-muted-foreground">{milestoneTexts('help')}</p>
          <MilestonesEditor
            milestones={draft.milestones}
            onChange={(milestones) => form.setValue('milestones', milestones, revalidate)}
            errorOf={errorOf}
          />
          <p role="status" className="text-sm font-medium tabular-nums">
            {t('total', { amount: money(draftTotalCents(draft)) })}
          </p>
          {errorOf('milestones') ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorOf('milestones')}
            </p>
          ) : null}
        </fieldset>
      )}
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <FormField label={t('startDate')} error={errorOf('start_date')} required className="content-start">
          <DatePicker
            value={draft.start_date}
            onValueChange={(startDate) => form.setValue('start_date', startDate, revalidate)}
          />
        </FormField>
        <Select
          value={draft.expires_in_days}
          onValueChange={(days) =>
            form.setValue('expires_in_days', days as OfferDraft['expires_in_days'], revalidate)
          }
        >
          <FormField
            label={t('expiresIn')}
            help={t(revise ? 'expiresHelpRevise' : 'expiresHelp', { name: providerName })}
            error={errorOf('expires_in_days')}
            className="content-start"
          >
            <SelectTrigger className="w-full sm:w-40">
              <SelectValue />
            </SelectTrigger>
          </FormField>
          <SelectContent>
            {EXPIRY_CHOICES.map((days) => (
              <SelectItem key={days} value={days}>
                {t('days', { count: Number(days) })}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {revise ? (
        <FormField label={t('note', { name: providerName })} help={t('noteHelp')} error={errorOf('note')}>
          <Textarea rows={3} maxLength={MAX_OFFER_MESSAGE} {...form.register('note')} />
        </FormField>
      ) : null}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? t('sending') : revise ? t('sendRevision') : t('send')}
        </Button>
      </div>
    </form>
  );
}
