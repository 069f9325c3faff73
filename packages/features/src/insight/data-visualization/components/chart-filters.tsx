import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';
import { Label } from '@lancer/ui/components/label';
import { Switch } from '@lancer/ui/components/switch';
import { ToggleGroup, ToggleGroupItem } from '@lancer/ui/components/toggle-group';

import type { ChartFilter } from '../chart-filter';
import { CustomRangeForm } from './custom-range-form';

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
        <div className="grid gap-2">
          <span className="text-sm font-medium">{t('range.label')}</span>
          <ToggleGroup
            type="single"
            variant="outline"
            aria-label={t('range.label')}
            value={filter.range}
            onValueChange={(range) => {
              if (range === 'custom')
                change({ range, from: filter.from ?? period?.from, to: filter.to ?? period?.to });
              else if (range) change({ range: range as ChartFilter['range'], group: undefined });
            }}
          >
            {ranges.map((range) => (
              <ToggleGroupItem key={range} value={range}>
                {t(`range.${range}`)}
              </ToggleGroupItem>
            ))}
          </ToggleGroup>
        </div>
        <div className="grid gap-2">
          <span className="text-sm font-medium">{t('group.label')}</span>
          <ToggleGroup
            type="single"
            variant="outline"
            aria-label={t('group.label')}
            value={group ?? filter.group ?? ''}
            onValueChange={(value) => value && change({ group: value as ChartFilter['group'] })}
          >
            {groups.map((value) => (
              <ToggleGroupItem key={value} value={value}>
                {t(`group.${value}`)}
              </ToggleGroupItem>
            ))}
          </ToggleGroup>
        </div>
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
