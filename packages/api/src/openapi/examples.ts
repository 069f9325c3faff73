import type { z } from 'zod';

import { operations } from '../contract/index';
import type { Operation } from '../contract/operation';
import { buildChatMessage, buildConversation } from '../mocks/factories/chat';
import { buildTimeEntry, buildTimesheet } from '../mocks/factories/hourly';
import { buildIssue, buildIssueComment } from '../mocks/factories/issue';
import {
  buildDevBoxSnippet,
  buildGeneratedImage,
  buildLabConversation,
  buildLabMessage,
} from '../mocks/factories/lab';
import { buildMilestone } from '../mocks/factories/milestone';
import { buildOffer, buildOfferMessage } from '../mocks/factories/offer';
import {
  buildEarnings,
  buildPayment,
  buildSavedPaymentMethod,
  buildSubscriptionPayment,
} from '../mocks/factories/payment';
import {
  buildOpsEvent,
  buildProduct,
  buildProductCollaborator,
  buildProductInvite,
  buildProductIssue,
  buildRoadmapItem,
  buildWorkItem,
} from '../mocks/factories/product';
import { buildProject, buildProjectCollaborator } from '../mocks/factories/project';
import { buildProposal } from '../mocks/factories/proposal';
import { buildRequest } from '../mocks/factories/request';
import { buildReview } from '../mocks/factories/review';
import { resetIds } from '../mocks/factories/sequence';
import { exampleAccessToken } from '../mocks/db/seed/access-tokens';
import {
  exampleCreatedWebhookEndpoint,
  exampleWebhookDelivery,
  exampleWebhookEndpoint,
} from '../mocks/db/seed/webhook';
import { buildSignedInDevice, buildSigninResult } from '../mocks/factories/signin';
import { buildBlogPost, buildContactMessageInput } from '../mocks/factories/site';
import { buildAchievement, buildChartData, buildStatistics, buildStatsChart } from '../mocks/factories/stats';
import { buildPublicUser, buildUserProfile, buildUserSummary } from '../mocks/factories/user';
import { buildOpenApiDocument, type Examples } from './build-openapi';
import { componentNames } from './components';

type Json = Record<string, unknown>;

/** The named schemas a mock factory builds, with what it builds. */
const factories: Record<string, () => unknown> = {
  ChatMessage: buildChatMessage,
  Conversation: buildConversation,
  TimeEntry: buildTimeEntry,
  Timesheet: buildTimesheet,
  Issue: buildIssue,
  IssueComment: buildIssueComment,
  DevBoxSnippet: buildDevBoxSnippet,
  GeneratedImage: () => buildGeneratedImage({ url: '/api/files/image-0001' }),
  LabConversation: buildLabConversation,
  LabStoredMessage: buildLabMessage,
  Milestone: buildMilestone,
  Payment: buildPayment,
  SubscriptionPayment: buildSubscriptionPayment,
  Earnings: buildEarnings,
  SavedPaymentMethod: buildSavedPaymentMethod,
  Product: buildProduct,
  RoadmapItem: buildRoadmapItem,
  WorkItem: buildWorkItem,
  OpsEvent: buildOpsEvent,
  ProductCollaborator: buildProductCollaborator,
  ProductInvite: buildProductInvite,
  ProductIssue: buildProductIssue,
  Project: buildProject,
  ProjectCollaborator: buildProjectCollaborator,
  Proposal: buildProposal,
  Request: buildRequest,
  Review: buildReview,
  SigninResult: buildSigninResult,
  SignedInDevice: buildSignedInDevice,
  PersonalAccessToken: exampleAccessToken,
  WebhookEndpoint: exampleWebhookEndpoint,
  WebhookDelivery: exampleWebhookDelivery,
  CreatedWebhookEndpoint: exampleCreatedWebhookEndpoint,
  BlogPost: buildBlogPost,
  ChartData: buildChartData,
  Achievement: buildAchievement,
  Statistics: buildStatistics,
  StatsChart: () => buildStatsChart({ range: 'custom', from: '2026-10-26', to: '2026-11-01', group: 'day' }),
  UserProfile: buildUserProfile,
  UserSummary: buildUserSummary,
  PublicUser: buildPublicUser,
  Attachment: () => ({
    name: 'salon-brief.pdf',
    url: '/api/files/file-0001',
    size_bytes: 48_213,
    content_type: 'application/pdf',
  }),
  PortfolioImage: portfolioImageExample,
  PortfolioItem: portfolioItemExample,
  Portfolio: () => ({ items: [portfolioItemExample()] }),
  ProductLink: () => ({ label: 'Repository', url: 'https://github.com/lancer/booking-page' }),
  ProjectDetail: () => ({
    ...buildProject(),
    milestones: [{ ...buildMilestone(), open_issue_count: 0, funding_payment: null }],
  }),
  Offer: buildOffer,
  OfferMessage: buildOfferMessage,
  AcceptOfferResult: () => {
    const project = buildProject({ budget_cents: 120_000, milestone_count: 2 });
    return { offer: buildOffer({ status: 'ACCEPTED', project_id: project.id }), project };
  },
};

function portfolioImageExample() {
  return { id: 'file-0002', url: '/api/files/file-0002', content_type: 'image/png', size_bytes: 1_106 };
}

function portfolioItemExample() {
  return {
    id: 'portfolio-0001',
    title: 'Checkout rebuilt for a shop of 40,000 orders a month',
    description:
      'Rewrote the cart and checkout in React: one page instead of four, with tests around every step.',
    link: 'https://example.com/case-studies/checkout',
    images: [portfolioImageExample()],
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
  };
}

/** Bodies whose rules tie fields together (a price the milestones sum to, one of two fields). */
function bodiesOfRules(): Record<string, unknown> {
  const { price_cents, currency, duration_days, notes, milestones, payment_plan, hourly, request_id } =
    buildProposal();
  const product = buildProduct();
  const offer = buildOffer();
  const productLink = factories.ProductLink!();
  const terms = { price_cents, currency, duration_days, notes, milestones, payment_plan, hourly };
  return {
    createProposal: { request_id, ...terms },
    // Fixed price with milestones, or hourly without (decision 2202).
    sendOffer: {
      provider_id: 'user-ada',
      title: offer.title,
      description: offer.description,
      milestones: offer.milestones,
      payment_plan: offer.payment_plan,
      start_date: offer.start_date,
      expires_in_days: 7,
    },
    reviseOffer: {
      offer_id: offer.id,
      title: offer.title,
      description: offer.description,
      milestones: [],
      hourly: { rate_cents: 6_000, weekly_limit_hours: 15 },
      start_date: offer.start_date,
      expires_in_days: 7,
      note: 'Hourly instead: the scope is not settled yet.',
    },
    updateProposal: { proposal_id: 'proposal-0001', ...terms },
    sendContactMessage: buildContactMessageInput(),
    markNotificationsRead: { all: true },
    createWebhookEndpoint: {
      url: 'https://hooks.example.com/lancer',
      events: ['proposal_received', 'milestone_paid'],
    },
    createProduct: { name: product.name, description: product.description, links: [productLink] },
    updateProduct: { product_id: product.id, name: product.name, links: [productLink] },
    // A milestone or an hourly week, one of them (decision 1550).
    openDispute: {
      milestone_id: 'milestone-0002',
      reason: 'quality',
      statement: extraValues.statement,
    },
  };
}

/** Values of fields no factory builds (secrets, keys, codes a user types). */
const extraValues: Json = {
  password: 'correct horse battery staple',
  password2: 'correct horse battery staple',
  idempotency_key: '7f7c8f8e-2d55-4d6b-9a51-0b3b7c2f4c11',
  code: '123456',
  refresh_token: 'rt_5b0b5a3e6f0c4f3d',
  email: 'grace@lancer.test',
  host: 'https://lancer.example',
  statement: 'The delivered booking page does not take deposits, which the milestone promised.',
  answer: 'Deposits are in the second milestone, as the proposal says.',
  reason: 'The deposit step is missing from the delivery.',
  note: 'Booking page delivered: stylists, services and time slots; deposits come next.',
  invitee: 'ada@lancer.test',
  base64: 'iVBORw0KGgo=',
  filename: 'photo.png',
  prompt: 'A lighthouse at dusk',
  participant_ids: ['user-ada'],
  mobile: '13800138000',
  area_code: '+86',
  condition: 'react',
  text: 'A booking page where clients pick a stylist, a service and a time, and pay a deposit.',
  model: 'gpt-4o-mini',
  temperature: 0.7,
  max_tokens: 800,
  secret: 'lat_9Qx2u7Vd0mWkRjZc4nYp1sHa8bLtE3fGqK6oTiUy5wA',
  expires_in_days: 30,
  scopes: ['request:read', 'proposal:read'],
  ip: '203.0.113.7',
};

/** One value per field name (scalars and lists of them), from the factories' records (the first seen) and the extras. */
function valuePool(records: unknown[]) {
  const pool = new Map<string, unknown>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      const scalar = (item: unknown) => item === null || typeof item !== 'object';
      const kept = Array.isArray(inner)
        ? inner.length > 0 && inner.every(scalar)
        : inner !== null && scalar(inner);
      if (!pool.has(key) && kept) pool.set(key, inner);
      visit(inner);
    }
  };
  visit(extraValues);
  records.forEach(visit);
  return pool;
}

const jsonType = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : Number.isInteger(value)
        ? 'integer'
        : typeof value;

/** An example of a JSON schema: a named schema's own example, a value of the pool, or the schema's simplest value. */
function exampleOf(schema: Json, name: string | undefined, context: ExampleContext): unknown {
  if (typeof schema.$ref === 'string') {
    const id = schema.$ref.split('/').pop()!;
    return context.components[id] ?? exampleOf(context.schemas[id] as Json, name, context);
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) {
    const pooled = name === undefined ? undefined : context.pool.get(name);
    return (schema.enum as unknown[]).includes(pooled) ? pooled : schema.enum[0];
  }
  const branches = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (branches) {
    const real = branches.find((branch) => branch.type !== 'null') ?? branches[0]!;
    return exampleOf(real, name, context);
  }
  if (name !== undefined && context.pool.has(name)) {
    const pooled = context.pool.get(name);
    const type = schema.type === 'number' && typeof pooled === 'number' ? 'number' : jsonType(pooled);
    if (type === schema.type || (schema.type === 'number' && type === 'integer')) return pooled;
  }
  if (
    'default' in schema &&
    schema.default !== undefined &&
    !(Array.isArray(schema.default) && schema.type === 'array' && schema.default.length === 0)
  )
    return schema.default;
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      return Object.fromEntries(
        Object.entries(properties).map(([key, inner]) => [key, exampleOf(inner, key, context)]),
      );
    }
    case 'array':
      return schema.items ? [exampleOf(schema.items as Json, undefined, context)] : [];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date-time') return '2026-11-01T09:00:00.000Z';
      if (schema.format === 'date') return '2026-11-01';
      if (name?.endsWith('_id')) return `${name.slice(0, -'_id'.length)}-0001`;
      return name ?? 'text';
    default:
      return null;
  }
}

type ExampleContext = { pool: Map<string, unknown>; components: Json; schemas: Json };

/**
 * Examples of the document, from the mock factories (decision 1803): each named schema a factory
 * builds gets the factory's record; the bodies and the answers are put together from those records'
 * fields. Each is checked against the contract's own zod schema; one that does not parse is left out,
 * and the test names it.
 */
export function buildExamples(): Examples {
  resetIds();
  const components: Json = {};
  for (const [name, build] of Object.entries(factories)) components[name] = build();
  const document = buildOpenApiDocument({ components: {}, operations: {} });
  const schemas = document.components.schemas as Json;
  const zodOf = new Map([...componentNames()].map(([schema, name]) => [name, schema]));
  for (const name of Object.keys(components)) if (!(name in schemas)) delete components[name];
  const context: ExampleContext = { pool: valuePool(Object.values(components)), components, schemas };
  for (const [name, schema] of Object.entries(schemas))
    if (!(name in components) && name !== 'ApiError')
      components[name] = exampleOf(schema as Json, undefined, context);
  for (const [name, value] of Object.entries(components))
    if (!zodOf.has(name) || !parses(zodOf.get(name)!, value)) delete components[name];
  const result: Examples = { components, operations: {} };
  const ruled = bodiesOfRules();
  for (const operation of Object.values(operations) as Operation[]) {
    const entry = (document.paths[operation.path] as Record<string, Json>)[operation.method.toLowerCase()]!;
    const examples: { body?: unknown; response?: unknown } = {};
    const body = (entry.requestBody as { content: Record<string, { schema: Json }> } | undefined)?.content[
      'application/json'
    ]?.schema;
    if (body && operation.body) {
      const value = ruled[operation.name] ?? exampleOf(body, undefined, context);
      if (parses(operation.body, value)) examples.body = value;
    }
    const answer = (entry.responses as Record<string, { content: Record<string, { schema: Json }> }>)[200]!
      .content;
    const value = exampleOf(Object.values(answer)[0]!.schema, undefined, context);
    if (parses(operation.response, value)) examples.response = value;
    result.operations[operation.name] = examples;
  }
  return result;
}

const parses = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
