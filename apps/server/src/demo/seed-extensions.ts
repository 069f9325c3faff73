import { seedChat } from './chat-seed';
import { seedHourly } from './hourly-seed';
import { seedDisputes } from './dispute-seed';
import { seedInvitations } from './invitation-seed';
import { seedNotifications } from './notification-seed';
import { seedOffers } from './offer-seed';
import { seedPayments } from './payment-seed';
import { seedProducts } from './product-seed';
import { seedProjects } from './project-seed';
import { seedProposals } from './proposal-seed';
import { seedReports } from './report-seed';
import { seedRequests } from './request-seed';
import { seedReviews } from './review-seed';
import { seedSavedSearches } from './saved-search-seed';
import type { SeedExtension } from './seed';
import { seedStatsHistory } from './stats-seed';
import { seedTalentLists } from './talent-list-seed';
import { seedUsers } from './user-seed';
import { seedWebhooks } from './webhook-seed';

/** Demo data of every area (`<area>-seed.ts`), in order: later ones find what earlier ones made. */
export const seedExtensions: SeedExtension[] = [
  seedProjects,
  seedReviews,
  seedChat,
  seedPayments,
  seedUsers,
  seedInvitations,
  seedStatsHistory,
  seedProducts,
  // Before the open jobs are posted, so that Ada's searches have matched some (their alerts).
  seedSavedSearches,
  seedRequests,
  seedProposals,
  seedDisputes,
  seedReports,
  // Before the bell's history is read, so the offers' notifications are among the newest unread.
  seedOffers,
  seedNotifications,
  seedHourly,
  seedTalentLists,
  seedWebhooks,
];
