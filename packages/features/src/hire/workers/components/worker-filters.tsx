import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';
import { Checkbox } from '@lancer/ui/components/checkbox';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { Label } from '@lancer/ui/components/label';

export type WorkerFilters = {
  condition: string;
  hourlyMin: number | null;
  hourlyMax: number | null;
  readyOnly: boolean;
};

type WorkerFiltersFormProps = { filters: WorkerFilters; onApply: (filters: WorkerFilters) => void };

const amount = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));

/** Search by name or skill, hourly range and readiness; applied on "Search". */
export function WorkerFiltersForm({ filters, onApply }: WorkerFiltersFormProps) {
  const { t } = useTranslation('hire', { keyPrefix: 'workers.filters' });
  const [draft, setDraft] = useState({
    condition: filters.condition,
    hourlyMin: filters.hourlyMin?.toString() ?? '',
    hourlyMax: filters.hourlyMax?.toString() ?? '',
    readyOnly: filters.readyOnly,
  });
  return (
    <form
      role="search"
      aria-label={t('label')}
      className="grid items-end gap-4 rounded-lg border p-4 md:grid-cols-[2fr_1fr_1fr_auto_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({
          condition: draft.condition.trim(),
          hourlyMin: amount(draft.hourlyMin),
          hourlyMax: amount(draft.hourlyMax),
          readyOnly: draft.readyOnly,
        });
      }}
    >
      <FormField label={t('condition')}>
        <Input
          type="search"
          value={draft.condition}
          placeholder={t('conditionPlaceholder')}
          onChange={(event) => setDraft({ ...draft, condition: event.target.value })}
        />
      </FormField>
      <FormField label={t('hourlyMin')}>
        <Input
          inputMode="decimal"
          value={draft.hourlyMin}
          onChange={(event) => setDraft({ ...draft, hourlyMin: event.target.value })}
        />
      </FormField>
      <FormField label={t('hourlyMax')}>
        <Input
          inputMode="decimal"
          value={draft.hourlyMax}
          onChange={(event) => setDraft({ ...draft, hourlyMax: event.target.value })}
        />
      </FormField>
      <div className="flex h-9 items-center gap-2">
        <Checkbox
          id="workers-ready-only"
          checked={draft.readyOnly}
          onCheckedChange={(checked) => setDraft({ ...draft, readyOnly: checked === true })}
        />
        <Label htmlFor="workers-ready-only" className="font-normal">
          {t('readyOnly')}
        </Label>
      </div>
      <Button type="submit">{t('search')}</Button>
    </form>
  );
}
