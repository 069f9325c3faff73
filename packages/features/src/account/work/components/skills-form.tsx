import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { MAX_PROVIDER_SKILLS, MAX_SKILL_LENGTH } from '@lancer/api/rules/provider-skills';
import { providerSkillsBodySchema } from '@lancer/api/schemas/user';
import { Button } from '@lancer/ui/components/button';
import { Combobox } from '@lancer/ui/components/combobox';
import { FormField } from '@lancer/ui/components/form-field';

import { useServerFieldErrors, fieldErrorText } from '../../../lib/apply-server-field-errors';
import { skillSuggestions } from '../../../lib/job-options';

/** The contract's skills check, its messages put on the one field (a skill is not a field of its own). */
const schema = z.object({ skills: z.array(z.string()) }).transform((values, ctx) => {
  const checked = providerSkillsBodySchema.safeParse(values);
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues)
    ctx.addIssue({ code: 'custom', path: ['skills'], message: issue.message });
  return z.NEVER;
});
type Values = z.output<typeof schema>;

/** The contract's messages and their texts (account:work.skills.*). */
const keyOfContractMessage: Record<string, 'tooLong' | 'tooMany'> = {
  [`At most ${MAX_SKILL_LENGTH} characters a skill`]: 'tooLong',
  [`At most ${MAX_PROVIDER_SKILLS} skills`]: 'tooMany',
};

/** A server field `skills` or `skills.3` is the form's one field. */
const fieldOf = (field: string) => (field === 'skills' || field.startsWith('skills.') ? 'skills' : undefined);

type SkillsFormProps = {
  skills: readonly string[];
  pending: boolean;
  saved: boolean;
  /** The server's refusal, shown under the field (the chosen skills stay). */
  error: string | null;
  /** The failed save itself: a VALIDATION_FAILED answer's message goes on the field. */
  serverError?: unknown;
  onSave: (skills: string[]) => void;
};

/** PROVIDER-SKILLS: the skills clients see on the profile and find in Workers; invitations and matching use them. */
export function SkillsForm({ skills, pending, saved, error, serverError, onSave }: SkillsFormProps) {
  const { t } = useTranslation('account', { keyPrefix: 'work.skills' });
  const form = useForm<z.input<typeof schema>, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { skills: [...skills] },
  });
  useServerFieldErrors(serverError, form.setError, fieldOf);
  const errorText = (fieldError: FieldError | undefined) =>
    fieldErrorText(fieldError, (message) => {
      const key = keyOfContractMessage[message];
      return key ? t(key, { max: key === 'tooLong' ? MAX_SKILL_LENGTH : MAX_PROVIDER_SKILLS }) : message;
    });
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={form.handleSubmit((values) => onSave(values.skills))}
    >
      <Controller
        control={form.control}
        name="skills"
        render={({ field, fieldState }) => (
          <FormField
            label={t('label')}
            help={t('help', { max: MAX_PROVIDER_SKILLS })}
            error={errorText(fieldState.error) ?? error ?? undefined}
          >
            <Combobox
              multiple
              creatable
              maxSelected={MAX_PROVIDER_SKILLS}
              value={field.value}
              onValueChange={field.onChange}
              options={skillSuggestions.map((skill) => ({ value: skill, label: skill }))}
              placeholder={t('placeholder')}
              labels={{
                noMatches: t('noMatches'),
                create: (text) => t('create', { text }),
                remove: (label) => t('remove', { label }),
              }}
            />
          </FormField>
        )}
      />
      <div className="flex items-center gap-3">
        <Button type="submit" loading={pending}>
          {t('submit')}
        </Button>
        {saved ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('saved')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
