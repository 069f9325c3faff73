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
import type { NewDeviceSignin } from './user/signin-device';

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
   * Tells an account of a sign-in from a device it had not used (decision 1027), in the
   * transaction that starts the session; answers what to run after the commit. The notification
   * area's (app.ts sets it): the user area starts sessions without knowing that area.
   */
  tellNewDevice: (tx: Executor, signin: NewDeviceSignin, services: Services) => Promise<() => void>;
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
