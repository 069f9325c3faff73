import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { userMessageOf } from '@lancer/api/http/api-error';
import { REPLY_MAX_LENGTH } from '@lancer/api/rules/review';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Textarea } from '@lancer/ui/components/textarea';

import { FormAlert } from '../../../components/form-alert';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/apply-server-field-errors';

type ReplyValues = { comment: string };

const replySchema = z.object({
  comment: z
    .string()
    .refine((comment) => comment.trim().length > 0, 'replyEmpty')
    .refine((comment) => comment.trim().length <= REPLY_MAX_LENGTH, 'replyTooLong')
    .transform((comment) => comment.trim()),
});

type ReplyFormProps = {
  /** Whose review is answered ("Reply to Grace Hopper"). */
  authorName: string;
  /** Resolves once the reply is posted; rejects with the refusal, shown on the field or above the button. */
  onReply: (comment: string) => Promise<unknown>;
};

/** REVIEW-REPLY: the reviewed person's one answer to a public review; it cannot be edited afterwards. */
export function ReplyForm({ authorName, onReply }: ReplyFormProps) {
  const { t } = useTranslation('deliver', { keyPrefix: 'review' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ReplyValues, unknown, ReplyValues>({
    resolver: zodResolver(replySchema),
    defaultValues: { comment: '' },
  });
  const submit = form.handleSubmit(async ({ comment }) => {
    setRefusal(null);
    try {
      await onReply(comment);
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, form.setError, {
        fieldOf: (field) => (field === 'comment' ? field : undefined),
      });
      if (!form.getFieldState('comment').error || Object.keys(unplaced).length > 0)
        setRefusal(userMessageOf(error));
    }
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('replyTitle', { name: authorName })}
      className="mt-2 flex flex-col gap-3 border-t pt-3"
    >
      <FormField
        label={t('replyTitle', { name: authorName })}
        help={t('replyHelp')}
        error={fieldErrorText(form.formState.errors.comment, (key) => t(key))}
      >
        <Textarea rows={3} maxLength={REPLY_MAX_LENGTH} {...form.register('comment')} />
      </FormField>
      {refusal ? <FormAlert title={t('replyFailed')} reason={refusal} /> : null}
      <div>
        <Button type="submit" variant="outline" loading={form.formState.isSubmitting}>
          {t('replySubmit')}
        </Button>
      </div>
    </form>
  );
}
