import { activityOperations } from './activity';
import { aiOperations } from './ai';
import { chatOperations } from './chat';
import { hourlyOperations } from './hourly';
import { consoleOperations } from './console';
import { disputeOperations } from './dispute';
import { invitationOperations } from './invitation';
import { notificationOperations } from './notification';
import { offerOperations } from './offer';
import { issueOperations } from './issue';
import { labOperations } from './lab';
import { milestoneOperations } from './milestone';
import { paymentOperations } from './payment';
import { productOperations } from './product';
import { projectOperations } from './project';
import { proposalOperations } from './proposal';
import { reportOperations } from './report';
import { requestOperations } from './request';
import { reviewOperations } from './review';
import { savedSearchOperations } from './saved-search';
import { talentListOperations } from './talent-list';
import { siteOperations } from './site';
import { statsOperations } from './stats';
import { userOperations } from './user';
import { webhookOperations } from './webhook';

/** Every operation of the API, by name. New areas add their map here. */
export const operations = {
  ...userOperations,
  ...aiOperations,
  ...requestOperations,
  ...proposalOperations,
  ...projectOperations,
  ...milestoneOperations,
  ...issueOperations,
  ...paymentOperations,
  ...productOperations,
  ...chatOperations,
  ...statsOperations,
  ...labOperations,
  ...activityOperations,
  ...invitationOperations,
  ...siteOperations,
  ...reviewOperations,
  ...notificationOperations,
  ...hourlyOperations,
  ...disputeOperations,
  ...consoleOperations,
  ...reportOperations,
  ...savedSearchOperations,
  ...webhookOperations,
  ...talentListOperations,
  ...offerOperations,
} as const;

export type OperationName = keyof typeof operations;
