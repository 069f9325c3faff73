import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ProviderSort } from '@lancer/api/schemas/user';
import { Button } from '@lancer/ui/components/button';
import { Checkbox } from '@lancer/ui/components/checkbox';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { Label } from '@lancer/ui/components/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lancer/ui/components/select';

export type WorkerFilters = {
  condition: string;
  hourlyMin: number | null;
  hourlyMax: number | null;
  readyOnly: boolean;
  /** PROVIDER-SORT: minimum job success (percent) and rating (stars); null: any. */
  jobSuccessMin: number | null;
  ratingMin: number | null;
  sort: ProviderSort;
};

type WorkerFiltersFormProps = { filters: WorkerFilters; onApply: (filters: WorkerFilters) => void };

const amount = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));
const ANY = 'any';
const JOB_SUCCESS_STEPS = [90, 80, 50] as const;
const RATING_STEPS = [4.5, 4, 3] as const;
const optional = (value: string) => (value === ANY ? null : Number(value));

/** Search by name or skill, hourly range, readiness, job success and rating; applied on "Search". */
export function WorkerFiltersForm({ filters, onApply }: WorkerFiltersFormProps) {
  const { t } = useTranslation('hire', { keyPrefix: 'workers.filters' });
  const [draft, setDraft] = useState({
    condition: filters.condition,
    hourlyMin: filters.hourlyMin?.toString() ?? '',
    hourlyMax: filters.hourlyMax?.toString() ?? '',
    readyOnly: filters.readyOnly,
    jobSuccessMin: filters.jobSuccessMin?.toString() ?? ANY,
    ratingMin: filters.ratingMin?.toString() ?? ANY,
  });
  return (
    <form
      role="search"
      aria-label={t('label')}
      className="grid items-end gap-4 rounded-lg border p-4 md:grid-cols-4"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({
          ...filters,
          condition: draft.condition.trim(),
          hourlyMin: amount(draft.hourlyMin),
          hourlyMax: amount(draft.hourlyMax),
          readyOnly: draft.readyOnly,
          jobSuccessMin: optional(draft.jobSuccessMin),
          ratingMin: optional(draft.ratingMin),
        });
      }}
    >
      <FormField label={t('condition')} className="md:col-span-2">
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
      <MinimumSelect
        label={t('jobSuccessMin')}
        value={draft.jobSuccessMin}
        onChange={(jobSuccessMin) => setDraft({ ...draft, jobSuccessMin })}
        options={JOB_SUCCESS_STEPS.map((score) => [String(score), t('jobSuccessAtLeast', { score })])}
        anyLabel={t('any')}
      />
      <MinimumSelect
        label={t('ratingMin')}
        value={draft.ratingMin}
        onChange={(ratingMin) => setDraft({ ...draft, ratingMin })}
        options={RATING_STEPS.map((rating) => [String(rating), t('ratingAtLeast', { rating })])}
        anyLabel={t('any')}
      />
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

type MinimumSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
  anyLabel: string;
};

function MinimumSelect({ label, value, onChange, options, anyLabel }: MinimumSelectProps) {
  return (
    <Select value={value} onValueChange={onChange}>
      <FormField label={label}>
        <SelectTrigger>
          <SelectValue />
        </SelectTrigger>
      </FormField>
      <SelectContent>
        <SelectItem value={ANY}>{anyLabel}</SelectItem>
        {options.map(([option, text]) => (
          <SelectItem key={option} value={option}>
            {text}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

const SORTS: readonly ProviderSort[] = ['flid', 'job_success', 'rating'];
const sortKey = { flid: 'sortFlid', job_success: 'sortJobSuccess', rating: 'sortRating' } as const;

/** PROVIDER-SORT: the order of the results, applied at once. */
export function WorkerSortSelect({
  sort,
  onSort,
}: {
  sort: ProviderSort;
  onSort: (sort: ProviderSort) => void;
}) {
  const { t } = useTranslation('hire', { keyPrefix: 'workers.filters' });
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="workers-sort" className="font-normal text-muted-foreground">
        {t('sort')}
      </Label>
      <Select value={sort} onValueChange={(value) => onSort(value as ProviderSort)}>
        <SelectTrigger id="workers-sort" className="w-auto min-w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {SORTS.map((option) => (
            <SelectItem key={option} value={option}>
              {t(sortKey[option])}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
