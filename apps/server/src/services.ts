import type { FastifyBaseLogger } from 'fastify';

import type { Clock } from './hourly/test-clock';

import type { AiProvider } from './ai/ai-provider';
import type { AccessTokens } from './user/access-token';
import type { ServerConfig } from './config';
import type { Database, Executor } from './db/client';
import type { RateLimits } from './http/rate-limits';
import type { Mailer } from './mail/mailer';
import type { PaymentGateway } from './payment/payment-gateway';
import type { ProfileCache } from './user/profile-cache';
import type { SessionEnds } from './http/session-ends';

/** Everything a handler may use, built once per app. */
export type Services = {
  config: ServerConfig;
  db: Database;
  tokens: AccessTokens;
  mail: Mailer;
  payments: PaymentGateway;
  ai: AiProvider;
  /** fetch-profile's answers per user; writes go through changeProfile (user/profile-writes.ts). */
  profiles: ProfileCache;
  /** Suspended users whose sessions were ended: their access tokens are refused (decision 1503). */
  sessionEnds: SessionEnds;
  /** Limits of sign-in, code sending, AI, contact and uploads (decision 1010). */
  limits: RateLimits;
  log: FastifyBaseLogger;
  /** The hourly area's and the chat edit window's time: real, or moved by the test-only clock (hourly/test-clock.ts). */
  clock: Clock;
  /**
   * What other areas do in the transaction that completes or closes a project, after it is found
   * and before its state changes (the hourly area ends the contract's time and timer: decision
   * 1132). The project area calls them without knowing the areas (app.ts lists them).
   */
  projectFinishing: ReadonlyArray<(tx: Executor, projectId: string, now: Date) => Promise<void>>;
  /**
   * After a commit that wrote notifications: tells these users' open sockets their new unread
   * count (set by the chat socket when it starts; absent in tests without one). Never throws.
   */
  pushNotifications?: (userIds: string[]) => void;
  /**
   * After a commit: hands a chat frame to these users' open sockets on every instance (the chat
   * hub; set by the chat socket when it starts, absent in tests without one). Never throws.
   */
  pushChatFrame?: (userIds: string[], frame: string) => void;
};
