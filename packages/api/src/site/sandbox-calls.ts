import type { Sandbox } from '../schemas/site';

/**
 * fetchSandbox for the web app's first load: a plain fetch with a hand check of its two fields, so
 * the banner on a public page brings neither zod nor the API client (decisions 0710, 1000). Its
 * name and path are the contract's (sandbox-calls.test.ts).
 */
export const fetchSandboxKey = { name: 'fetchSandbox', path: '/api/site/fetch-sandbox' } as const;

/** What the server pretends, or null when it cannot say (down, or an answer of another shape). */
export async function readSandbox(baseUrl = '', fetchImpl: typeof fetch = fetch): Promise<Sandbox | null> {
  try {
    const response = await fetchImpl(`${baseUrl}${fetchSandboxKey.path}`, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<Record<keyof Sandbox, unknown>> | null;
    if (typeof body?.payments_simulated !== 'boolean' || typeof body.mail_not_sent !== 'boolean') return null;
    return { payments_simulated: body.payments_simulated, mail_not_sent: body.mail_not_sent };
  } catch {
    return null;
  }
}
