import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { userMessageOf } from '@lancer/api/http/api-error';
import { checkOfferAction, type OfferSide } from '@lancer/api/rules/offer';
import { declineOfferBodySchema, requestOfferChangesBodySchema, type Offer } from '@lancer/api/schemas/offer';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@lancer/ui/components/alert-dialog';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Textarea } from '@lancer/ui/components/textarea';

import { ConfirmDialogFooter } from '../../../components/confirm-dialog-footer';
import { FormAlert } from '../../../components/form-alert';
import { FormDialog } from '../../../components/form-dialog';
import { applyServerFieldErrors, SERVER_FIELD_ERROR } from '../../../lib/apply-server-field-errors';
import { AppLink } from '../../../navigation/app-link';
import { paths } from '../../../navigation/paths';

export type OfferAnswersProps = {
  offer: Offer;
  side: OfferSide;
  /** The other side's name: the client for the provider, the provider for the client. */
  otherName: string;
  /** Accepts the revision shown; rejects with the refusal (an expired offer, a newer revision). */
  onAccept: (offer: Offer) => Promise<unknown>;
  onRequestChanges: (offer: Offer, message: string) => Promise<unknown>;
  onDecline: (offer: Offer, reason: string) => Promise<unknown>;
  onWithdraw: (offer: Offer) => Promise<unknown>;
};

/** The provider's two answers that carry a text: what should change (required) or why not (optional). */
const answers = {
  ask: {
    schema: z.object({ text: requestOfferChangesBodySchema.shape.message }),
    field: 'message',
    rows: 4,
    texts: {
      trigger: 'askChanges',
      title: 'askTitle',
      lead: 'askLead',
      label: 'message',
      failed: 'askFailed',
      submit: 'askSubmit',
      tooLong: 'messageTooLong',
      empty: 'messageRequired',
    },
  },
  decline: {
    schema: z.object({ text: declineOfferBodySchema.shape.reason }),
    field: 'reason',
    rows: 3,
    texts: {
      trigger: 'decline',
      title: 'declineTitle',
      lead: 'declineLead',
      label: 'reason',
      failed: 'declineFailed',
      submit: 'declineSubmit',
      tooLong: 'reasonTooLong',
      empty: 'reasonTooLong',
    },
  },
} as const;

/** A field's message: the server's words as they came, else the form's own for the check that failed. */
const messageOf = (
  error: { type?: string; message?: string } | undefined,
  own: (type: string) => string,
): string | undefined =>
  error ? (error.type === SERVER_FIELD_ERROR ? error.message : own(error.type ?? '')) : undefined;

/** "Ask for changes" or "Decline": one text, in a dialog; the server's refusal of its field lands on it. */
function AnswerDialog({
  answer,
  available,
  clientName,
  onSend,
}: {
  answer: keyof typeof answers;
  available: boolean;
  clientName: string;
  onSend: (text: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('offer', { keyPrefix: 'offer' });
  const { schema, field, rows, texts } = answers[answer];
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { text: '' },
  });
  const submit = form.handleSubmit(async ({ text }) => {
    setFailure(null);
    try {
      await onSend(text);
      setOpen(false);
      form.reset();
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, form.setError, {
        fieldOf: (name) => (name === field ? 'text' : undefined),
      });
      if (!form.getFieldState('text').error || Object.keys(unplaced).length > 0)
        setFailure(userMessageOf(error));
    }
  });
  // Refused meanwhile (the offer expired, was withdrawn...): the open dialog stays, with what was typed.
  if (!available && !open) return null;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setFailure(null);
        setOpen(next);
      }}
      trigger={
        available ? (
          <Button type="button" variant="outline">
            {t(texts.trigger)}
          </Button>
        ) : undefined
      }
      closeLabel={t('close')}
      title={t(texts.title)}
      description={t(texts.lead, { name: clientName })}
      onSubmit={submit}
      failure={failure ? { title: t(texts.failed), reason: failure } : null}
      cancelLabel={t('cancel')}
      submitLabel={t(texts.submit)}
      busy={form.formState.isSubmitting}
    >
      <FormField
        label={t(texts.label)}
        error={messageOf(form.formState.errors.text, (type) =>
          t(type === 'too_big' ? texts.tooLong : texts.empty),
        )}
      >
        <Textarea rows={rows} {...form.register('text')} />
      </FormField>
    </FormDialog>
  );
}

/** The client's "Withdraw": asked first; a refusal shows in the dialog, which stays open. */
function WithdrawDialog({
  available,
  providerName,
  onWithdraw,
}: {
  available: boolean;
  providerName: string;
  onWithdraw: () => Promise<unknown>;
}) {
  const { t } = useTranslation('offer', { keyPrefix: 'offer' });
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onWithdraw();
      setOpen(false);
    } catch (error) {
      setFailure(t('withdrawFailed', { reason: userMessageOf(error) }));
    } finally {
      setBusy(false);
    }
  };
  // Refused meanwhile (the offer expired, was withdrawn...): the open dialog stays, with what was typed.
  if (!available && !open) return null;
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setFailure(null);
        setOpen(next);
      }}
    >
      {available ? (
        <AlertDialogTrigger asChild>
          <Button type="button" variant="outline">
            {t('withdraw')}
          </Button>
        </AlertDialogTrigger>
      ) : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('withdrawTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('withdrawLead', { name: providerName })}</AlertDialogDescription>
        </AlertDialogHeader>
        <ConfirmDialogFooter
          failure={failure}
          cancelLabel={t('cancel')}
          actionLabel={t('withdrawSubmit')}
          busy={busy}
          onConfirm={() => void confirm()}
        />
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * What the reader may do with the offer now, and what it waits for: each action shows exactly when
 * the offer's rule allows it for the reader's side (checkOfferAction). An accepted offer links to
 * its project.
 */
export function OfferAnswers({ offer, side, otherName, ...on }: OfferAnswersProps) {
  const { t } = useTranslation('offer', { keyPrefix: 'offer' });
  const [accepting, setAccepting] = useState(false);
  const [acceptFailure, setAcceptFailure] = useState<string | null>(null);
  const can = (action: Parameters<typeof checkOfferAction>[2]) =>
    checkOfferAction(side, offer.status, action) === null;
  const accept = async () => {
    setAccepting(true);
    setAcceptFailure(null);
    try {
      await on.onAccept(offer);
    } catch (error) {
      setAcceptFailure(userMessageOf(error));
    } finally {
      setAccepting(false);
    }
  };
  // The client reads what the provider asked for where they decide, not only in the thread.
  const latestRequest =
    side === 'client' && offer.status === 'CHANGES_REQUESTED'
      ? offer.messages.findLast((message) => message.kind === 'changes_requested')?.body
      : undefined;
  const projectHref = offer.project_id
    ? offer.hourly
      ? paths.projectHours.getHref(offer.project_id)
      : paths.projects.getHref(offer.project_id)
    : null;
  return (
    <section
      aria-labelledby="offer-next"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm @md:p-6"
    >
      <h2 id="offer-next" className="font-semibold">
        {t('next')}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t(`notes.${offer.status}.${side}`, { name: otherName })}
      </p>
      {latestRequest ? (
        <figure className="flex flex-col gap-1">
          <figcaption className="text-sm font-medium">{t('latestRequest', { name: otherName })}</figcaption>
          <blockquote className="rounded-md border bg-muted/40 px-3 py-2 text-sm break-words whitespace-pre-line">
            {latestRequest}
          </blockquote>
        </figure>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {can('accept') ? (
          <Button type="button" loading={accepting} onClick={() => void accept()}>
            {t('accept')}
          </Button>
        ) : null}
        <AnswerDialog
          answer="ask"
          available={can('request_changes')}
          clientName={otherName}
          onSend={(message) => on.onRequestChanges(offer, message)}
        />
        <AnswerDialog
          answer="decline"
          available={can('decline')}
          clientName={otherName}
          onSend={(reason) => on.onDecline(offer, reason)}
        />
        {can('revise') ? (
          <Button asChild>
            <AppLink to={paths.reviseOffer.getHref(offer.id)}>{t('revise')}</AppLink>
          </Button>
        ) : null}
        <WithdrawDialog
          available={can('withdraw')}
          providerName={otherName}
          onWithdraw={() => on.onWithdraw(offer)}
        />
        {offer.status === 'ACCEPTED' && projectHref ? (
          <Button asChild>
            <AppLink to={projectHref}>{t('goToProject')}</AppLink>
          </Button>
        ) : null}
      </div>
      {acceptFailure ? <FormAlert title={t('acceptFailed')} reason={acceptFailure} /> : null}
    </section>
  );
}
