import { z } from 'zod';

import { currencySchema } from './common';

export const chartMetricSchema = z.enum(['earnings', 'spending', 'projects', 'proposals', 'issues']);
/** A product's metrics tab: work delivered, and deployments and incidents. */
export const productChartMetricSchema = z.enum(['delivery', 'operations']);
export const chartRangeSchema = z.enum(['30d', '90d', '12m']);

/** Series of points for a chart; x is a day (YYYY-MM-DD) or a month (YYYY-MM). */
export const chartDataSchema = z.object({
  metric: z.enum([...chartMetricSchema.options, ...productChartMetricSchema.options]),
  range: chartRangeSchema,
  unit: z.enum(['cents', 'count']),
  currency: currencySchema.nullable(),
  series: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      points: z.array(z.object({ x: z.string(), y: z.number() })),
    }),
  ),
});
export type ChartData = z.infer<typeof chartDataSchema>;
