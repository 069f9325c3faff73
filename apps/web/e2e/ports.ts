// Overridable so that several checkouts on one machine can run their end-to-end tests at once.
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 3100);
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4173);
