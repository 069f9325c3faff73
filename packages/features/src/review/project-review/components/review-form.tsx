import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { ApiError, userMessageOf } from '@lancer/api/http/api-error';
import type { ReviewAspect } from '@lancer/api/rules/review';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Textarea } from '@lancer/ui/components/textarea';

import { FormAlert } from '../../../components/form-alert';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/apply-server-field-errors';
import { emptyReview, reviewFormSchema, type ReviewBody, type ReviewFormValues } from '../review-form-values';
import { StarRatingInput } from './star-rating-input';

type ReviewFormProps = {
  projectId: string;
  /** Whom the review is about ("How was working with Ada Lovelace?"). */
  subjectName: string;
  /** The aspects the reader rates (REVIEW-ASPECTS): of a provider, or of a client. */
  aspects: readonly ReviewAspect[];
  /** Resolves when the review is in; rejects with the refusal, whose fields land on the form. */
  onSubmit: (body: ReviewBody) => Promise<unknown>;
};

/**
 * The review of the other side: a 1–5 rating, optional 1–5 ratings of named aspects, a public comment
 * and a private note (REVIEW-ONCE, REVIEW-ASPECTS).
 */
export function ReviewForm({ projectId, subjectName, aspects, onSubmit }: ReviewFormProps) {
  const { t } = useTranslation('deliver', { keyPrefix: 'review' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ReviewFormValues, unknown, ReviewBody>({
    resolver: zodResolver(reviewFormSchema(projectId)),
    defaultValues: emptyReview,
  });
  // Registered before the comment: RHF focuses the first invalid field in the order fields registered.
  const rating = useController({ control: form.control, name: 'rating' });
  const submit = form.handleSubmit(async (body) => {
    setRefusal(null);
    try {
      await onSubmit(body);
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, form.setError, {
        fieldOf: (field) =>
          field === 'rating' || field === 'comment' || field === 'private_note'
            ? field
            : aspects.find((aspect) => field === `aspects.${aspect}`) && (field as `aspects.${ReviewAspect}`),
      });
      const placedAny =
        error instanceof ApiError && Object.keys(error.fields).length > Object.keys(unplaced).length;
      // A refusal no field shows (already reviewed, window closed...) is said above the button.
      if (!placedAny) setRefusal(userMessageOf(error));
      else if (Object.keys(unplaced).length > 0) setRefusal(Object.values(unplaced).join(' '));
    }
  });
  const errorText = (name: Exclude<keyof ReviewFormValues, 'aspects'>) =>
    fieldErrorText(form.formState.errors[name], (key) => t(key));
  return (
    <form noValidate onSubmit={submit} aria-labelledby="review-form-title" className="flex flex-col gap-4">
      <h2 id="review-form-title" className="text-lg font-semibold">
        {t('formTitle', { name: subjectName })}
      </h2>
      <StarRatingInput
        legend={t('rating')}
        value={rating.field.value}
        error={errorText('rating')}
        inputRef={rating.field.ref}
        onChange={rating.field.onChange}
        onBlur={rating.field.onBlur}
      />
      <fieldset className="flex flex-col gap-3 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">{t('aspectsLegend')}</legend>
        <p className="text-sm text-muted-foreground">{t('aspectsHelp')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {aspects.map((aspect) => (
            <AspectInput key={aspect} aspect={aspect} control={form.control} />
          ))}
        </div>
      </fieldset>
      <FormField label={t('comment')} help={t('commentHelp')} error={errorText('comment')}>
        <Textarea rows={5} maxLength={2_000} {...form.register('comment')} />
      </FormField>
      <FormField label={t('privateNote')} help={t('privateNoteHelp')} error={errorText('private_note')}>
        <Textarea rows={3} maxLength={2_000} {...form.register('private_note')} />
      </FormField>
      {refusal ? <FormAlert title={t('submitFailed')} reason={refusal} /> : null}
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}

/** One aspect's optional 1–5 stars ("Quality: 4 stars"), with the server's refusal on it when any. */
function AspectInput({
  aspect,
  control,
}: {
  aspect: ReviewAspect;
  control: Control<ReviewFormValues, unknown, ReviewBody>;
}) {
  const { t } = useTranslation('common', { keyPrefix: 'reviews' });
  const field = useController({ control, name: `aspects.${aspect}` });
  const label = t(`aspect.${aspect}`);
  return (
    <StarRatingInput
      legend={label}
      aspect={label}
      value={field.field.value ?? null}
      error={field.fieldState.error?.message}
      inputRef={field.field.ref}
      onChange={field.field.onChange}
      onBlur={field.field.onBlur}
    />
  );
}
