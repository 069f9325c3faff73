import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';
import { Combobox } from '@lancer/ui/components/combobox';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

import { skillSuggestions } from '../../../lib/job-options';
import { jobCategories, postedWithin, type JobFilters } from '../job-filters';
import { FilterSelect } from './filter-select';

/** The category option that clears the filter. */
const ANY = 'any';

type JobFiltersPanelProps = { filters: JobFilters; onChange: (next: JobFilters) => void };

/** Keyword (applied on Search), category, skills, budget type and range, posted within; each change goes to page 1. */
export function JobFiltersPanel({ filters, onChange }: JobFiltersPanelProps) {
  const { t } = useTranslation('propose', { keyPrefix: 'jobs.filters' });
  const [keyword, setKeyword] = useState(filters.keyword);
  const [range, setRange] = useState({ min: filters.min, max: filters.max });
  const apply = (patch: Partial<JobFilters>) => onChange({ ...filters, ...patch, page: 1, job: '' });
  const wholeOnly = (text: string) => text.replace(/\D/g, '').slice(0, 9);
  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        aria-label={t('searchLabel')}
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          apply({ keyword, ...range });
        }}
      >
        <Input
          type="search"
          aria-label={t('keyword')}
          placeholder={t('keywordPlaceholder')}
          value={keyword}
          maxLength={100}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <Button type="submit">{t('search')}</Button>
      </form>
      <FormField label={t('category')}>
        <Combobox
          value={filters.category || ANY}
          onValueChange={(category) => apply({ category: !category || category === ANY ? '' : category })}
          options={[
            { value: ANY, label: t('anyCategory') },
            ...jobCategories.map((category) => ({ value: category, label: t(`categories.${category}`) })),
          ]}
          placeholder={t('anyCategory')}
          labels={{ noMatches: t('noCategoryMatches') }}
        />
      </FormField>
      <FormField label={t('skills')} help={t('skillsHelp')}>
        <Combobox
          multiple
          creatable
          maxSelected={15}
          value={filters.skills}
          onValueChange={(skills) => apply({ skills })}
          options={skillSuggestions.map((skill) => ({ value: skill, label: skill }))}
          labels={{
            noMatches: t('noSkillMatches'),
            create: (text) => t('addSkill', { skill: text }),
            remove: (label) => t('removeSkill', { skill: label }),
          }}
        />
      </FormField>
      <FilterSelect
        label={t('budgetType')}
        value={filters.budgetType}
        anyLabel={t('anyType')}
        options={[
          { value: 'fixed', label: t('fixed') },
          { value: 'hourly', label: t('hourly') },
        ]}
        onChange={(budgetType) => apply({ budgetType: budgetType as JobFilters['budgetType'] })}
      />
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-2 text-sm font-medium">{t('budget')}</legend>
        <FormField label={t('min')}>
          <Input
            inputMode="numeric"
            value={range.min}
            onChange={(event) => setRange({ ...range, min: wholeOnly(event.target.value) })}
            onBlur={() => range.min !== filters.min && apply(range)}
          />
        </FormField>
        <FormField label={t('max')}>
          <Input
            inputMode="numeric"
            value={range.max}
            onChange={(event) => setRange({ ...range, max: wholeOnly(event.target.value) })}
            onBlur={() => range.max !== filters.max && apply(range)}
          />
        </FormField>
      </fieldset>
      <FilterSelect
        label={t('posted')}
        value={filters.posted}
        anyLabel={t('anyTime')}
        options={postedWithin.map((days) => ({
          value: days,
          label: t('withinDays', { count: Number(days) }),
        }))}
        onChange={(posted) => apply({ posted: posted as JobFilters['posted'] })}
      />
    </div>
  );
}
