import { z } from 'zod';

import * as userContract from '../contract/user';
import * as achievement from '../schemas/achievement';
import * as activity from '../schemas/activity';
import * as chart from '../schemas/chart';
import * as chat from '../schemas/chat';
import * as common from '../schemas/common';
import * as consoleSchemas from '../schemas/console';
import * as dispute from '../schemas/dispute';
import * as hourly from '../schemas/hourly';
import * as invitation from '../schemas/invitation';
import * as issue from '../schemas/issue';
import * as lab from '../schemas/lab';
import * as milestone from '../schemas/milestone';
import * as notification from '../schemas/notification';
import * as offer from '../schemas/offer';
import * as payment from '../schemas/payment';
import * as product from '../schemas/product';
import * as project from '../schemas/project';
import * as proposal from '../schemas/proposal';
import * as report from '../schemas/report';
import * as request from '../schemas/request';
import * as review from '../schemas/review';
import * as reviewPortfolio from '../schemas/review-portfolio';
import * as savedSearch from '../schemas/saved-search';
import * as signin from '../schemas/signin';
import * as site from '../schemas/site';
import * as statsChart from '../schemas/stats-chart';
import * as talentList from '../schemas/talent-list';
import * as user from '../schemas/user';
import * as webhook from '../schemas/webhook';

const modules = [
  achievement,
  activity,
  chart,
  chat,
  common,
  consoleSchemas,
  dispute,
  hourly,
  invitation,
  issue,
  lab,
  milestone,
  notification,
  offer,
  payment,
  product,
  project,
  proposal,
  report,
  request,
  review,
  reviewPortfolio,
  savedSearch,
  signin,
  site,
  statsChart,
  talentList,
  user,
  userContract,
  webhook,
];

/**
 * The named schemas of the document: every object or enum the contract exports as `<name>Schema`
 * becomes `components.schemas.<Name>` (requestSchema -> Request), so the reference lists the
 * resources and each answer points at them with `$ref` instead of repeating them.
 */
export function componentNames() {
  const names = new Map<z.ZodType, string>();
  for (const module of modules)
    for (const [key, value] of Object.entries(module)) {
      if (!key.endsWith('Schema') || !(value instanceof z.ZodObject || value instanceof z.ZodEnum)) continue;
      if (names.has(value)) continue;
      names.set(value, key[0]!.toUpperCase() + key.slice(1, -'Schema'.length));
    }
  return names;
}
