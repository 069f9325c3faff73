import { buildApp } from './app';
import { loadConfig } from './config';

/**
 * The server's services for an operator's command (reconcile, refund-released): the database and
 * the payment provider the server uses (its environment), with none of the server's timed jobs
 * (settling weeks, sending money, mail) running in the command's process.
 */
export const buildCommandApp = () =>
  buildApp({
    ...loadConfig(process.env),
    logLevel: 'warn',
    hourlySettleIntervalMs: 0,
    moneySendIntervalMs: 0,
    notificationMailEveryMs: 0,
    unreadNoticeIntervalMs: 0,
    offerExpireIntervalMs: 0,
  });
