import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

import { AssigneeField } from '../../components/assignee-field';
import type { Choice } from '../../components/choice-select';
import { OptionalChoiceField } from '../../components/optional-choice-field';
import { TitleField } from '../../components/title-field';

export type NewWorkItem = {
  title: string;
  assignee_id: string | null;
  issue_id: string | null;
  estimate_hours: number;
};

type WorkItemFormProps = {
  members: readonly Choice[];
  issues: readonly Choice[];
  pending: boolean;
  onSubmit: (item: NewWorkItem) => void;
};

/** Adds a work item: title, assignee (a member), linked issue and estimate. Values stay on failure. */
export function WorkItemForm({ members, issues, pending, onSubmit }: WorkItemFormProps) {
  const { t } = useTranslation('products', { keyPrefix: 'development' });
  const [values, setValues] = useState({
    title: '',
    assignee: null as string | null,
    issue: null as string | null,
    estimate: '',
  });
  const [checked, setChecked] = useState(false);
  const hours = values.estimate.trim() === '' ? 0 : Number(values.estimate);
  const estimateOk = Number.isFinite(hours) && hours >= 0 && hours <= 1000;
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_8rem_auto] lg:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (!values.title.trim() || !estimateOk) return;
        onSubmit({
          title: values.title.trim(),
          assignee_id: values.assignee,
          issue_id: values.issue,
          estimate_hours: hours,
        });
      }}
    >
      <TitleField
        label={t('itemTitle')}
        value={values.title}
        onChange={(title) => setValues({ ...values, title })}
        error={checked && !values.title.trim() ? t('titleRequired') : undefined}
      />
      <AssigneeField
        keyPrefix="development"
        value={values.assignee}
        onChange={(assignee) => setValues({ ...values, assignee })}
        members={members}
      />
      <OptionalChoiceField
        label={t('issue')}
        noneLabel={t('noIssue')}
        value={values.issue}
        onChange={(issue) => setValues({ ...values, issue })}
        choices={issues}
      />
      <FormField label={t('estimate')} error={checked && !estimateOk ? t('estimateInvalid') : undefined}>
        <Input
          inputMode="decimal"
          value={values.estimate}
          onChange={(e) => setValues({ ...values, estimate: e.target.value })}
        />
      </FormField>
      <Button type="submit" loading={pending} className="lg:mt-7">
        {t('submit')}
      </Button>
    </form>
  );
}
