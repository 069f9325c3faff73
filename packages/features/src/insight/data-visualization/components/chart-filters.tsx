import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';
import { Label } from '@lancer/ui/components/label';
import { Switch } from '@lancer/ui/components/switch';

import type { ChartFilter } from '../chart-filter';
import { CustomRangeForm } from './custom-range-form';
import { OptionGroup } from './option-group';

const ranges = ['30d', '90d', '12m', 'custom'] as const;
const groups = ['day', 'week', 'month'] as const;

type ChartFiltersProps = {
  filter: ChartFilter;
  /** The grouping in effect (the filter's, or the range's default the server chose). */
  group?: ChartFilter['group'];
  /** The days shown now: where a custom range starts from. */
  period?: { from: string; to: string };
  onFilterChange: (filter: ChartFilter) => void;
  /** Absent while there is nothing to export. */
  onExport?: () => void;
};

/** Period, custom days, grouping, comparison and export, above the charts. */
export function ChartFilters({ filter, group, period, onFilterChange, onExport }: ChartFiltersProps) {
  const { t } = useTranslation('insight', { keyPrefix: 'dataVisualization' });
  const compareId = useId();
  const change = (part: Partial<ChartFilter>) => onFilterChange({ ...filter, ...part });
  return (
    <section aria-label={t('filters')} className="flex flex-col gap-4 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
        <OptionGroup
          label={t('range.label')}
          options={ranges.map((range) => ({ value: range, label: t(`range.${range}`) }))}
          value={filter.range}
          onChange={(range) =>
            change(
              range === 'custom'
                ? { range, from: filter.from ?? period?.from, to: filter.to ?? period?.to }
                : { range, group: undefined },
            )
          }
        />
        <OptionGroup
          label={t('group.label')}
          options={groups.map((value) => ({ value, label: t(`group.${value}`) }))}
          value={group ?? filter.group ?? ''}
          onChange={(value) => change({ group: value })}
        />
        <div className="flex h-9 items-center gap-2">
          <Switch
            id={compareId}
            checked={filter.compare}
            onCheckedChange={(compare) => change({ compare })}
          />
          <Label htmlFor={compareId}>{t('compare')}</Label>
        </div>
        <Button variant="outline" className="ml-auto" disabled={!onExport} onClick={onExport}>
          {t('export')}
        </Button>
      </div>
      {filter.range === 'custom' && (
        <CustomRangeForm from={filter.from} to={filter.to} onApply={(days) => change(days)} />
      )}
    </section>
  );
}
