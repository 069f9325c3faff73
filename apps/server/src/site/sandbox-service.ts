import type { Sandbox } from '@lancer/api/schemas/site';

import type { Services } from '../services';

/**
 * What this server only pretends, from what it runs on, not from its settings' names: the sandbox
 * gateway takes the payments, no SMTP relay sends the mail (decision 1000).
 */
export function fetchSandbox(services: Services): Sandbox {
  return {
    payments_simulated: services.payments.kind === 'sandbox',
    mail_not_sent: !services.config.smtpUrl,
  };
}
