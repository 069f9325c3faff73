import { activityHandlers } from './activity/activity-handlers';
import { aiHandlers } from './ai/ai-handlers';
import { chatHandlers } from './chat/chat-handlers';
import { consoleHandlers } from './console/console-handlers';
import { disputeHandlers } from './dispute/dispute-handlers';
import type { HandlerMap } from './http/handler';
import { invitationHandlers } from './invitation/invitation-handlers';
import { savedSearchHandlers } from './saved-search/saved-search-handlers';
import { webhookHandlers } from './webhook/webhook-handlers';
import { talentListHandlers } from './talent-list/talent-list-handlers';
import { offerHandlers } from './offer/offer-handlers';
import { reviewHandlers } from './review/review-handlers';
import { hourlyHandlers } from './hourly/hourly-handlers';
import { notificationHandlers } from './notification/notification-handlers';
import { issueHandlers } from './issue/issue-handlers';
import { labHandlers } from './lab/lab-handlers';
import { milestoneHandlers } from './milestone/milestone-handlers';
import { paymentHandlers } from './payment/payment-handlers';
import { productHandlers } from './product/product-handlers';
import { projectHandlers } from './project/project-handlers';
import { proposalHandlers } from './proposal/proposal-handlers';
import { reportHandlers } from './report/report-handlers';
import { requestHandlers } from './request/request-handlers';
import { siteHandlers } from './site/site-handlers';
import { statsHandlers } from './stats/stats-handlers';
import { userHandlers } from './user/user-handlers';

/** Every area's handlers, keyed by contract operation name. */
export const handlers: HandlerMap = {
  ...userHandlers,
  ...aiHandlers,
  ...requestHandlers,
  ...proposalHandlers,
  ...projectHandlers,
  ...milestoneHandlers,
  ...issueHandlers,
  ...paymentHandlers,
  ...chatHandlers,
  ...statsHandlers,
  ...productHandlers,
  ...labHandlers,
  ...activityHandlers,
  ...invitationHandlers,
  ...savedSearchHandlers,
  ...webhookHandlers,
  ...talentListHandlers,
  ...offerHandlers,
  ...reviewHandlers,
  ...hourlyHandlers,
  ...notificationHandlers,
  ...disputeHandlers,
  ...consoleHandlers,
  ...reportHandlers,
  ...siteHandlers,
};
