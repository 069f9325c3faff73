import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Textarea } from '@lancer/ui/components/textarea';

import { AssigneeField } from '../../components/assignee-field';
import type { Choice } from '../../components/choice-select';
import { TitleField } from '../../components/title-field';

export type NewIssue = { title: string; description: string; assignee_id: string | null };

type IssueFormProps = { members: readonly Choice[]; pending: boolean; onSubmit: (issue: NewIssue) => void };

/** Reports an issue: title, description (the spec's "Please input issue description"), assignee. */
export function IssueForm({ members, pending, onSubmit }: IssueFormProps) {
  const { t } = useTranslation('products', { keyPrefix: 'issues' });
  const [values, setValues] = useState({ title: '', description: '', assignee: null as string | null });
  const [checked, setChecked] = useState(false);
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-[2fr_1fr]"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        const title = values.title.trim();
        const description = values.description.trim();
        if (title && description) onSubmit({ title, description, assignee_id: values.assignee });
      }}
    >
      <TitleField
        label={t('issueTitle')}
        value={values.title}
        onChange={(title) => setValues({ ...values, title })}
        error={checked && !values.title.trim() ? t('titleRequired') : undefined}
      />
      <AssigneeField
        keyPrefix="issues"
        value={values.assignee}
        onChange={(assignee) => setValues({ ...values, assignee })}
        members={members}
      />
      <FormField
        className="sm:col-span-2"
        label={t('description')}
        required
        error={checked && !values.description.trim() ? t('descriptionRequired') : undefined}
      >
        <Textarea
          rows={3}
          value={values.description}
          onChange={(e) => setValues({ ...values, description: e.target.value })}
        />
      </FormField>
      <Button type="submit" loading={pending} className="justify-self-start">
        {t('submit')}
      </Button>
    </form>
  );
}
