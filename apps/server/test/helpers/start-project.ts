import { call, createTestApp, signUp, type TestApp } from './test-app';

export const jobBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Build a landing page',
  description_html: '<p>A fast landing page in React.</p>',
  category: 'web',
  skills: ['React', 'css'],
  budget_type: 'fixed',
  budget_min_cents: 50_000,
  budget_max_cents: 100_000,
  expected_duration: '1_to_4_weeks',
  ...overrides,
});

export const proposalBody = (requestId: string, overrides: Record<string, unknown> = {}) => ({
  request_id: requestId,
  price_cents: 80_000,
  duration_days: 14,
  notes: 'I can start Monday.',
  payment_plan: 'per_milestone',
  milestones: [
    { title: 'Design', amount_cents: 30_000, due_date: '2026-12-01' },
    { title: 'Build', amount_cents: 50_000, due_date: '2026-12-15' },
  ],
  ...overrides,
});

/** Signs each email up, in order: their access tokens, in the same order. */
export async function signUpTokens<const Emails extends string[]>(app: TestApp, ...emails: Emails) {
  const tokens: string[] = [];
  for (const email of emails) tokens.push((await signUp(app, email)).token);
  return tokens as { [K in keyof Emails]: string };
}

/** A fresh app with a client, a provider and a stranger signed up (emails `<prefix>client@example.com` ...). */
export async function threeParties(prefix = '') {
  const app = await createTestApp();
  const [client, provider, stranger] = await signUpTokens(
    app,
    `${prefix}client@example.com`,
    `${prefix}provider@example.com`,
    `${prefix}stranger@example.com`,
  );
  return { app, client, provider, stranger };
}

/** POST helper that fails the test with the server's message when the status is not 200. */
export async function ok(app: TestApp, path: string, token: string, body: unknown) {
  const response = await call(app, 'POST', path, { token, body });
  if (response.status !== 200)
    throw new Error(`${path} -> ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A client's request, a provider's proposal, accepted and confirmed: the project. */
export async function startProject(app: TestApp, client: string, provider: string) {
  const request = await ok(app, '/api/request/create-request', client, jobBody());
  const proposal = await ok(app, '/api/proposal/create-proposal', provider, proposalBody(request.id));
  await ok(app, '/api/proposal/accept-proposal', client, { proposal_id: proposal.id });
  const confirmed = await ok(app, '/api/proposal/confirm-proposal', provider, {
    proposal_id: proposal.id,
  });
  return { request, proposal: confirmed.proposal, project: confirmed.project };
}

/** startProject, and the project's milestones as its client reads them (fetch-project). */
export async function startProjectWithMilestones(app: TestApp, client: string, provider: string) {
  const started = await startProject(app, client, provider);
  const detail = await call(app, 'GET', '/api/project/fetch-project', {
    token: client,
    query: { project_id: started.project.id },
  });
  const milestones = detail.body.milestones as Array<{ id: string; amount_cents: number; status: string }>;
  return { ...started, milestones };
}

/**
 * An hourly project ($40 an hour, 10 hours a week) started on the hourly clock set to `week`'s
 * Monday, with `minutes` logged on that day by the provider: the project's id.
 */
export async function hourlyProjectWithTime(
  app: TestApp,
  client: string,
  provider: string,
  week: string,
  minutes: number,
  memo: string,
) {
  app.services.clock.set(new Date(`${week}T09:00:00.000Z`));
  const request = await ok(app, '/api/request/create-request', client, {
    ...jobBody({ budget_type: 'hourly', budget_min_cents: 3_000, budget_max_cents: 5_000 }),
  });
  const proposal = await ok(
    app,
    '/api/proposal/create-proposal',
    provider,
    proposalBody(request.id, { milestones: [], hourly: { rate_cents: 4_000, weekly_hours: 20 } }),
  );
  await ok(app, '/api/proposal/accept-proposal', client, {
    proposal_id: proposal.id,
    weekly_limit_hours: 10,
  });
  const { project } = await ok(app, '/api/proposal/confirm-proposal', provider, { proposal_id: proposal.id });
  await ok(app, '/api/hourly/create-time-entry', provider, {
    project_id: project.id,
    date: week,
    minutes,
    memo,
  });
  return project.id as string;
}
