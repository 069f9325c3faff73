import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MAX_PROVIDER_SKILLS } from '@lancer/api/rules/provider-skills';
import { Button } from '@lancer/ui/components/button';
import { Combobox } from '@lancer/ui/components/combobox';
import { FormField } from '@lancer/ui/components/form-field';

import { skillSuggestions } from '../../../hire/lib/job-options';

type SkillsFormProps = {
  skills: readonly string[];
  pending: boolean;
  saved: boolean;
  /** The server's refusal, shown under the field (the chosen skills stay). */
  error: string | null;
  onSave: (skills: string[]) => void;
};

/** PROVIDER-SKILLS: the skills clients see on the profile and find in Workers; invitations and matching use them. */
export function SkillsForm({ skills, pending, saved, error, onSave }: SkillsFormProps) {
  const { t } = useTranslation('account', { keyPrefix: 'work.skills' });
  const [value, setValue] = useState<string[]>([...skills]);
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(value);
      }}
    >
      <FormField label={t('label')} help={t('help', { max: MAX_PROVIDER_SKILLS })} error={error ?? undefined}>
        <Combobox
          multiple
          creatable
          maxSelected={MAX_PROVIDER_SKILLS}
          value={value}
          onValueChange={setValue}
          options={skillSuggestions.map((skill) => ({ value: skill, label: skill }))}
          placeholder={t('placeholder')}
          labels={{
            noMatches: t('noMatches'),
            create: (text) => t('create', { text }),
            remove: (label) => t('remove', { label }),
          }}
        />
      </FormField>
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
