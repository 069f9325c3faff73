import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { RoadmapItem } from '@lancer/api/schemas/product';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

import { ChoiceSelect } from '../../components/choice-select';
import { TitleField } from '../../components/title-field';
import { planStatuses } from '../plan-statuses';

export type PlanItemValues = Pick<RoadmapItem, 'title' | 'quarter' | 'status'>;

type PlanItemFormProps = {
  initial: PlanItemValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: PlanItemValues) => void;
  /** Clears the form after a successful add (keyed remount by the caller). */
  children?: React.ReactNode;
};

const quarterPattern = /^\d{4}-Q[1-4]$/;

/** Title, quarter (2027-Q1) and status of a roadmap item; values stay when the save fails. */
export function PlanItemForm({ initial, submitLabel, pending, onSubmit, children }: PlanItemFormProps) {
  const { t } = useTranslation('products', { keyPrefix: 'plan' });
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const titleError = checked && !values.title.trim() ? t('titleRequired') : undefined;
  const quarterError =
    checked && !quarterPattern.test(values.quarter.trim()) ? t('quarterInvalid') : undefined;
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        const next = { ...values, title: values.title.trim(), quarter: values.quarter.trim() };
        if (next.title && quarterPattern.test(next.quarter)) onSubmit(next);
      }}
    >
      <TitleField
        label={t('itemTitle')}
        value={values.title}
        onChange={(title) => setValues({ ...values, title })}
        error={titleError}
      />
      <FormField label={t('quarter')} required error={quarterError}>
        <Input
          value={values.quarter}
          placeholder="2027-Q1"
          onChange={(e) => setValues({ ...values, quarter: e.target.value })}
        />
      </FormField>
      <FormField label={t('status')}>
        <ChoiceSelect
          value={values.status}
          onValueChange={(status) => setValues({ ...values, status: status as RoadmapItem['status'] })}
          choices={planStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        />
      </FormField>
      <Button type="submit" loading={pending} className="sm:mt-7">
        {submitLabel}
      </Button>
      {children ? <div className="sm:col-span-4">{children}</div> : null}
    </form>
  );
}
