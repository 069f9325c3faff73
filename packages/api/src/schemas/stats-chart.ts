import { z } from 'zod';

import { MAX_CHART_DAYS, daysBetween } from '../rules/chart-series';
import { commaListSchema, currencySchema, dateSchema } from './common';

export const statsChartMetrics = ['earnings', 'spending', 'projects', 'proposals'] as const;
export const statsChartMetricSchema = z.enum(statsChartMetrics);
export type StatsChartMetric = z.infer<typeof statsChartMetricSchema>;
export const statsChartRangeSchema = z.enum(['30d', '90d', '12m', 'custom']);
export const statsChartGroupSchema = z.enum(['day', 'week', 'month']);

/** Several metrics in one call, comma separated in the query string ("earnings,spending"). */
const metricListSchema = commaListSchema(statsChartMetrics, `Metrics are ${statsChartMetrics.join(', ')}`);

export const statsChartQuerySchema = z
  .object({
    metrics: metricListSchema.default(['earnings']),
    range: statsChartRangeSchema.default('30d'),
    /** Day, week or month; by default what the range reads best in. */
    group: statsChartGroupSchema.optional(),
    /** The first and last day of a custom range. */
    from: dateSchema.optional(),
    to: dateSchema.optional(),
  })
  .superRefine((query, context) => {
    if (query.range !== 'custom') return;
    if (!query.from) context.addIssue({ code: 'custom', path: ['from'], message: 'Choose a start date' });
    if (!query.to) context.addIssue({ code: 'custom', path: ['to'], message: 'Choose an end date' });
    if (!query.from || !query.to) return;
    if (query.from > query.to)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end date must not be before the start',
      });
    else if (daysBetween(query.from, query.to) > MAX_CHART_DAYS)
      context.addIssue({ code: 'custom', path: ['to'], message: 'A range can be at most two years' });
  });

const pointSchema = z.object({ x: dateSchema, y: z.number() });

/**
 * Series for the data-visualization page over a period, grouped by day, week or month; x is the
 * first day of a bucket. Each series carries the previous period of the same length for comparison.
 */
export const statsChartSchema = z.object({
  range: statsChartRangeSchema,
  group: statsChartGroupSchema,
  from: dateSchema,
  to: dateSchema,
  previous_from: dateSchema,
  previous_to: dateSchema,
  series: z.array(
    z.object({
      metric: statsChartMetricSchema,
      unit: z.enum(['cents', 'count']),
      currency: currencySchema.nullable(),
      total: z.number(),
      previous_total: z.number(),
      points: z.array(pointSchema),
      previous_points: z.array(pointSchema),
    }),
  ),
});
export type StatsChart = z.infer<typeof statsChartSchema>;
export type StatsChartSeries = StatsChart['series'][number];
