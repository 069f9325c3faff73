/**
 * Drizzle's schema, one file per API area (`<area>-schema.ts`, the area of `/api/<area>/...`) plus
 * the server's shared machinery (lib, mail). drizzle-kit reads this index (drizzle.config.ts).
 */
export * from './user-schema';
export * from './request-schema';
export * from './proposal-schema';
export * from './project-schema';
export * from './milestone-schema';
export * from './issue-schema';
export * from './payment-schema';
export * from './invitation-schema';
export * from './saved-search-schema';
export * from './webhook-schema';
export * from './talent-list-schema';
export * from './offer-schema';
export * from './review-schema';
export * from './notification-schema';
export * from './hourly-schema';
export * from './dispute-schema';
export * from './console-schema';
export * from './report-schema';
export * from './chat-schema';
export * from './product-schema';
export * from './lab-schema';
export * from './site-schema';
export * from './lib-schema';
export * from './mail-schema';
export * from './ledger-schema';
