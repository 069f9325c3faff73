import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { ApiError, userMessageOf } from '@lancer/api/http/api-error';
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
  /** Resolves when the review is in; rejects with the refusal, whose fields land on the form. */
  onSubmit: (body: ReviewBody) => Promise<unknown>;
};

/** The review of the other side: a 1–5 rating, a public comment and a private note (REVIEW-ONCE). */
export function ReviewForm({ projectId, subjectName, onSubmit }: ReviewFormProps) {
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
          field === 'rating' || field === 'comment' || field === 'private_note' ? field : undefined,
      });
      const placedAny =
        error instanceof ApiError && Object.keys(error.fields).length > Object.keys(unplaced).length;
      // A refusal no field shows (already reviewed, window closed...) is said above the button.
      if (!placedAny) setRefusal(userMessageOf(error));
      else if (Object.keys(unplaced).length > 0) setRefusal(Object.values(unplaced).join(' '));
    }
  });
  const errorText = (name: keyof ReviewFormValues) =>
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
