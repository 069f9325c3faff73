import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { MAX_CHART_DAYS, daysBetween } from '@lancer/api/rules/chart-series';
import { statsChartQuerySchema } from '@lancer/api/schemas/stats-chart';
import { Button } from '@lancer/ui/components/button';
import { DatePicker } from '@lancer/ui/components/date-picker';
import { FormField } from '@lancer/ui/components/form-field';

import { fieldErrorText } from '../../../lib/apply-server-field-errors';
import { parseFormBody } from '../../../lib/parse-form-body';

type CustomRange = { from: string; to: string };

/**
 * The days as picked, checked with the page's messages (i18n keys of `dataVisualization`), then
 * parsed by the chart query's own schema: the range applied is one the server takes.
 */
const customRangeSchema = z
  .object({ from: z.string(), to: z.string() })
  .superRefine(({ from, to }, ctx) => {
    if (!from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'fromRequired' });
    if (!to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'toRequired' });
    else if (from && to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'toBeforeFrom' });
    else if (from && daysBetween(from, to) > MAX_CHART_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'tooLong' });
  })
  .transform((range, ctx) => {
    const query = parseFormBody(statsChartQuerySchema, { range: 'custom', ...range }, ctx, (path) =>
      path === 'from' ? 'from' : 'to',
    );
    return { from: query.from ?? range.from, to: query.to ?? range.to };
  });

type CustomRangeFormProps = {
  from?: string;
  to?: string;
  onApply: (range: CustomRange) => void;
};

/** The first and last day of a custom range; checked as the server checks it, values kept on error. */
export function CustomRangeForm({ from = '', to = '', onApply }: CustomRangeFormProps) {
  const { t } = useTranslation('insight', { keyPrefix: 'dataVisualization' });
  const form = useForm<CustomRange, unknown, CustomRange>({
    resolver: zodResolver(customRangeSchema),
    defaultValues: { from, to },
    // As before: a message stays until the range is applied again.
    reValidateMode: 'onSubmit',
  });
  const error = (field: keyof CustomRange) => fieldErrorText(form.formState.errors[field], (key) => t(key));
  return (
    <form noValidate onSubmit={form.handleSubmit(onApply)} className="flex flex-wrap items-start gap-3">
      {(['from', 'to'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <FormField label={t(name)} error={error(name)} className="w-44">
              <DatePicker
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
              />
            </FormField>
          )}
        />
      ))}
      <Button type="submit" variant="outline" className="mt-6">
        {t('apply')}
      </Button>
    </form>
  );
}
