import type { FastifyBaseLogger } from 'fastify';

import type { AiProvider } from './ai/ai-provider';
import type { AccessTokens } from './auth/access-token';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { PaymentGateway } from './payments/payment-gateway';

/** Everything a handler may use, built once per app. */
export type Services = {
  config: ServerConfig;
  db: Database;
  tokens: AccessTokens;
  mail: Mailer;
  payments: PaymentGateway;
  ai: AiProvider;
  log: FastifyBaseLogger;
};
