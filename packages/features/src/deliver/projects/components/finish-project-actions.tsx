import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { MAX_SCORE } from '@lancer/api/constants';
import { completeProjectBodySchema } from '@lancer/api/schemas/project';
import { Button } from '@lancer/ui/components/button';
import { Checkbox } from '@lancer/ui/components/checkbox';
import { ConfirmButton } from '@lancer/ui/components/confirm-button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@lancer/ui/components/dialog';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { Label } from '@lancer/ui/components/label';

import { fieldErrorText } from '../../../lib/apply-server-field-errors';
import { parseFormBody } from '../../../lib/parse-form-body';

type CompleteValues = { score: string; show_on_profile: boolean };

/**
 * The score as typed, checked with the projects' messages (`complete.*`), then parsed by the
 * complete call's own body: what is sent is a whole number from 0 to 100.
 */
const completeFormSchema = z
  .object({ score: z.string(), show_on_profile: z.boolean() })
  .superRefine(({ score }, ctx) => {
    const value = Number(score);
    if (score.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['score'], message: 'complete.scoreRequired' });
    else if (!Number.isInteger(value) || value < 0 || value > MAX_SCORE)
      ctx.addIssue({ code: 'custom', path: ['score'], message: 'complete.scoreInvalid' });
  })
  .transform((values, ctx) =>
    parseFormBody(
      completeProjectBodySchema.omit({ project_id: true }),
      { score: Number(values.score), show_on_profile: values.show_on_profile },
      ctx,
      () => 'score',
    ),
  );

export type FinishProjectActionsProps = {
  /** Completing needs every milestone PAID. */
  canComplete: boolean;
  busy: boolean;
  /** The score, and whether the provider's public profile may show the project (PROFILE-WORK). */
  onComplete: (score: number, showOnProfile: boolean) => void;
  onClose: () => void;
};

/** The client's end of a project: complete it with a score (0 to 100, "Max 100") or close it early. */
export function FinishProjectActions({ canComplete, busy, onComplete, onClose }: FinishProjectActionsProps) {
  const { t } = useTranslation('deliver', { keyPrefix: 'projects' });
  const form = useForm<CompleteValues, unknown, z.output<typeof completeFormSchema>>({
    resolver: zodResolver(completeFormSchema),
    defaultValues: { score: '', show_on_profile: true },
  });
  const submit = form.handleSubmit(({ score, show_on_profile = true }) => onComplete(score, show_on_profile));
  return (
    <div className="flex flex-wrap gap-2">
      <Dialog>
        <DialogTrigger asChild>
          <Button disabled={!canComplete || busy}>{t('complete.button')}</Button>
        </DialogTrigger>
        <DialogContent closeLabel={t('cancel')}>
          <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>{t('complete.title')}</DialogTitle>
              <DialogDescription>{t('complete.description')}</DialogDescription>
            </DialogHeader>
            <FormField
              label={t('complete.score')}
              help={t('complete.scoreHelp')}
              error={fieldErrorText(form.formState.errors.score, (key) => t(key))}
            >
              <Input inputMode="numeric" {...form.register('score')} />
            </FormField>
            <div className="flex items-start gap-2">
              <Controller
                control={form.control}
                name="show_on_profile"
                render={({ field }) => (
                  <Checkbox
                    id="complete-show-on-profile"
                    ref={field.ref}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                  />
                )}
              />
              <Label htmlFor="complete-show-on-profile" className="leading-snug font-normal">
                {t('complete.showOnProfile')}
              </Label>
            </div>
            <DialogFooter>
              <Button type="submit" disabled={busy}>
                {t('complete.submit')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmButton
        size="default"
        label={t('close.button')}
        title={t('close.title')}
        description={t('close.description')}
        confirm={t('close.submit')}
        cancel={t('cancel')}
        disabled={busy}
        onConfirm={onClose}
      />
    </div>
  );
}
