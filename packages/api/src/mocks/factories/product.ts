import type {
  OpsEvent,
  Product,
  ProductCollaborator,
  ProductInvite,
  RoadmapItem,
  WorkItem,
} from '../../schemas/product';
import { fixtureTime, nextId } from './sequence';
import { buildUserSummary } from './user';

export const buildProduct = (overrides: Partial<Product> = {}): Product => ({
  id: nextId('product'),
  name: 'Salon Suite',
  description: 'Booking, payments and reminders for independent salons.',
  owner: buildUserSummary({ flid: 'ann_lee', first_name: 'Ann', last_name: 'Lee' }),
  status: 'active',
  collaborator_count: 3,
  open_issue_count: 2,
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
  updated_at: fixtureTime(400),
  ...overrides,
});

export const buildOpsEvent = (overrides: Partial<OpsEvent> = {}): OpsEvent => ({
  id: nextId('ops'),
  kind: 'deployment',
  title: 'Release 1.4.0',
  environment: 'production',
  status: 'succeeded',
  happened_at: fixtureTime(500),
  ...overrides,
});

export const buildProductCollaborator = (
  overrides: Partial<ProductCollaborator> = {},
): ProductCollaborator => ({
  user: buildUserSummary(),
  role: 'contributor',
  joined_at: fixtureTime(10),
  ...overrides,
});

export const buildProductInvite = (overrides: Partial<ProductInvite> = {}): ProductInvite => ({
  id: nextId('invite'),
  email: 'dana@example.com',
  role: 'viewer',
  invited_at: fixtureTime(700),
  ...overrides,
});
