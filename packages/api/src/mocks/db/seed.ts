import { seedAccessTokens } from './seed/access-tokens';
import { resetIds } from '../factories/sequence';
import { summaryOf } from '../factories/user';
import type { MockDb } from './mock-db';
import { seedChat } from './seed/chat';
import { seedHourly } from './seed/hourly';
import { invitationTables } from './seed/invitation';
import { savedSearchTables } from './seed/saved-search';
import { webhookTables } from './seed/webhook';
import { talentListTables } from './seed/talent-list';
import { offerTables } from './seed/offer';
import { seedIssues } from './seed/issue';
import { labTables } from './seed/lab';
import { seedMilestones } from './seed/milestone';
import { notificationTables } from './seed/notification';
import { billingTables, paymentTables, seedPayments } from './seed/payment';
import { productTables, seedProduct } from './seed/product';
import { projectTables, seedProjects } from './seed/project';
import { seedProposals } from './seed/proposal';
import { seedReports } from './seed/report';
import { seedRequests } from './seed/request';
import { reviewTables } from './seed/review';
import { seedPeople, userTables } from './seed/user';

export { DEMO_PASSWORD } from './seed/user';

/**
 * A realistic signed-in demo: Grace (a client) has posted jobs, received a proposal, runs a project
 * with Ada (a provider ready to receive money), has issues, payments, a product and chats. One file
 * per area in seed/; they are called in this order because the factories' ids run in sequence.
 */
export function seedMockDb(): MockDb {
  resetIds();
  const people = seedPeople();
  const jobs = seedRequests(people);
  const proposals = seedProposals(people, jobs);
  const projects = seedProjects(people, jobs, proposals);
  const milestones = seedMilestones(projects, proposals);
  const { issues, comments } = seedIssues(people, projects);
  const payments = seedPayments(people, projects);
  const product = seedProduct(people);
  const chat = seedChat(people, jobs, projects);
  return {
    clock: 1_000,
    defaultUserId: people.grace.account.basic.user_id,
    demoProviderId: people.ada.account.basic.user_id,
    simulateOthers: true,
    ...userTables(people),
    requests: Object.values(jobs),
    proposals: Object.values(proposals),
    proposalRevisions: {},
    savedJobs: {},
    ...projectTables(people, projects),
    milestones,
    issues,
    comments,
    payments,
    ...paymentTables(people),
    ...productTables(people, product),
    ...chat,
    ...labTables(people),
    idempotency: {},
    disputes: [],
    operatorActions: [],
    accessTokens: seedAccessTokens(people.grace.account.basic.user_id),
    signedUpAt: {},
    suspensions: {},
    tokensRevokedBefore: {},
    storedFiles: {},
    reports: seedReports(summaryOf(people.alan)),
    ...notificationTables(people, jobs, proposals, projects),
    ...invitationTables(people, jobs),
    ...savedSearchTables(people),
    ...webhookTables(people.grace.account.basic.user_id),
    ...talentListTables(people),
    ...offerTables(people),
    ...reviewTables(people, projects),
    ...seedHourly(),
    ...billingTables(people),
    contactMessages: [],
  };
}
