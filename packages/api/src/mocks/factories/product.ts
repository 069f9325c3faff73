import type {
  OpsEvent,
  Product,
  ProductCollaborator,
  ProductInvite,
  ProductIssue,
  RoadmapItem,
  WorkItem,
} from '../../schemas/product';
import { fixtureTime, nextId } from './sequence';
import { buildUserSummary } from './user';

export const buildProduct = (overrides: Partial<Product> = {}): Product => ({
  id: nextId('product'),
  name: 'Salon Suite',
  description: 'Booking, payments and reminders for independent salons.',
  links: [{ label: 'Website', url: 'https://salon-suite.example' }],
  owner: buildUserSummary({ flid: 'grace_hopper', first_name: 'Grace', last_name: 'Hopper' }),
  status: 'active',
  collaborator_count: 3,
  open_issue_count: 2,
  open_work_item_count: 2,
  open_incident_count: 0,
  created_at: fixtureTime(),
  updated_at: fixtureTime(600),
  ...overrides,
});

export const buildRoadmapItem = (overrides: Partial<RoadmapItem> = {}): RoadmapItem => ({
  id: nextId('roadmap'),
  title: 'Online deposits',
  quarter: '2026-Q4',
  status: 'in_progress',
  ...overrides,
});

export const buildWorkItem = (overrides: Partial<WorkItem> = {}): WorkItem => ({
  id: nextId('work'),
  title: 'Stylist calendar view',
  assignee: buildUserSummary(),
  status: 'in_progress',
  estimate_hours: 12,
  issue: null,
  updated_at: fixtureTime(400),
  ...overrides,
});

export const buildOpsEvent = (overrides: Partial<OpsEvent> = {}): OpsEvent => ({
  id: nextId('ops'),
  kind: 'deployment',
  title: 'Release 1.4.0',
  environment: 'production',
  status: 'succeeded',
  severity: null,
  happened_at: fixtureTime(500),
  resolved_at: null,
  ...overrides,
});

export const buildProductCollaborator = (
  overrides: Partial<ProductCollaborator> = {},
): ProductCollaborator => ({
  user: buildUserSummary(),
  role: 'collaborator',
  joined_at: fixtureTime(10),
  ...overrides,
});

export const buildProductInvite = (overrides: Partial<ProductInvite> = {}): ProductInvite => ({
  id: nextId('invite'),
  email: 'dana@example.com',
  role: 'collaborator',
  invited_at: fixtureTime(700),
  ...overrides,
});

export const buildProductIssue = (overrides: Partial<ProductIssue> = {}): ProductIssue => ({
  id: nextId('product-issue'),
  product_id: 'product-salon',
  number: 1,
  title: 'Reminder emails land in spam',
  description: 'Clients say the reminder for tomorrow went to their spam folder.',
  state: 'open',
  reporter: buildUserSummary({ flid: 'grace_hopper', first_name: 'Grace', last_name: 'Hopper' }),
  assignee: null,
  created_at: fixtureTime(450),
  updated_at: fixtureTime(450),
  ...overrides,
});
