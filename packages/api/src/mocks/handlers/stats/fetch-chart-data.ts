import { http, HttpResponse } from 'msw';

import { toColonPath } from '../../../contract/operation';
import { fetchChartData } from '../../../contract/stats';
import { parseOperationInput } from '../../../http/parse-input';
import type { Activity } from '../../../rules/activity';
import { chartDataOf } from '../../../rules/chart-data';
import { activityOf, mockToday } from '../../db/statistics';
import { buildActivityHistory } from '../../factories/stats';
import { fixtureDay } from '../../factories/sequence';
import { createOperationMock } from '../operation-mock';

const base = createOperationMock(fetchChartData, ({ db, meId, query }) =>
  chartDataOf(activityOf(db, meId), query, mockToday(db)),
);

export const fetchChartDataMock = {
  ...base,
  /**
   * Series derived by the server's rule from a given activity (a year of a provider's work by
   * default), for whatever period and grouping the screen asks: a story can switch periods.
   */
  fromActivity: (activity: Activity = buildActivityHistory()) =>
    http.get(`*${toColonPath(fetchChartData.path)}`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const input = parseOperationInput(fetchChartData, { query });
      if (!input.ok) return HttpResponse.json(input.error, { status: input.status });
      return HttpResponse.json(chartDataOf(activity, input.query, fixtureDay(0)));
    }),
};
