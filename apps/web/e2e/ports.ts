// Overridable so that several checkouts on one machine can run their end-to-end tests at once.
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4173);
// The production form (E2E_PRODUCTION=1) serves the API and the web app on one port.
export const E2E_API_PORT =
  process.env.E2E_PRODUCTION === '1' ? E2E_WEB_PORT : Number(process.env.E2E_API_PORT ?? 3100);

/**
 * Pages of "another origin" (an integrator's dashboard) that the end-to-end APIs list in
 * CORS_ORIGINS: one port per worker, after the web ports.
 */
export const integratorOrigin = (worker: number) => `http://127.0.0.1:${E2E_WEB_PORT + 40 + worker}`;
