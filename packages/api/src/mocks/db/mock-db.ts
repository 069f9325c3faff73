import type { SigninStepValue } from '../../constants';
import type { WeekRowStatus } from '../../rules/hourly';
import type { BillingCard } from '../../rules/billing-method';
import type { PersonalAccessToken, SavedPaymentMethod } from '../../contract/user';
import type { IdempotentCall } from '../../rules/idempotency';
import type { ReadPosition } from '../../rules/chat-read-position';
import type { ChatFile, ChatMessage, Conversation } from '../../schemas/chat';
import type { Dispute } from '../../schemas/dispute';
import type { TimeEntry } from '../../schemas/hourly';
import type { InvitationStatus } from '../../schemas/invitation';
import type { AuditEntry } from '../../schemas/console';
import type { Issue, IssueComment } from '../../schemas/issue';
import type { DevBoxSnippet, GeneratedImage, LabConversation, LabStoredMessage } from '../../schemas/lab';
import type { Milestone } from '../../schemas/milestone';
import type {
  MailLanguage,
  Notification,
  NotificationChannel,
  NotificationKind,
} from '../../schemas/notification';
import type { OfferHourlyTerms, OfferMessage, OfferStatus } from '../../schemas/offer';
import type { Payment, SubscriptionPayment } from '../../schemas/payment';
import type * as ProductSchemas from '../../schemas/product';
import type { Project, ProjectCollaborator } from '../../schemas/project';
import type { PaymentPlan, PlannedMilestone, Proposal, ProposalRevision } from '../../schemas/proposal';
import type { ConsoleReport, Hidden, Report } from '../../schemas/report';
import type { Request } from '../../schemas/request';
import type { SavedSearch } from '../../schemas/saved-search';
import type { WebhookDelivery, WebhookEndpoint } from '../../schemas/webhook';
import type { ReviewAspects, ReviewReply } from '../../schemas/review';
import type { FileSubjectKind } from '../../rules/file-access';
import type { PortfolioImage, PortfolioItem } from '../../schemas/review-portfolio';
import type { ContactMessageInput, ContactMessageReceipt } from '../../schemas/site';
import type { UserProfile } from '../../schemas/user';

/** A dispute as the mocks keep it: with the payment it holds, which the contract's view leaves out. */
/** `payment_id`: the funding payment, or an hourly week's invoice once the dispute billed it (null until then). */
export type StoredDispute = Dispute & { payment_id: string | null };

/**
 * The stateful in-memory mode: default handlers read and write this store, so a story or the web
 * app in mock mode can walk a whole flow. Counted fields (proposal_count, open_issue_count...) are
 * computed when read (views.ts), never stored.
 */
/** A client's saved card as stored (decision 1410): what the view shows and the sandbox's method id it charges. */
export type StoredBillingMethod = BillingCard & { saved_at: string; payment_method_id: string };

/** The mock store's billing collections (decision 1410). */
export type BillingCollections = {
  /** user id -> the billing method (one saved card). */
  billingMethods: Record<string, StoredBillingMethod>;
  /** The sandbox setup page's tokens -> whose, and whether the page was used. */
  billingSetups: Record<string, { userId: string; used: boolean }>;
};

/** An endpoint as the mocks keep it: the view, its owner and its secret (decision 1808). */
export type StoredWebhookEndpoint = WebhookEndpoint & { owner_id: string; secret: string };
/** A delivery as the mocks keep it: the view and its endpoint. */
export type StoredWebhookDelivery = WebhookDelivery & { endpoint_id: string };

/** A saved search as the mocks keep it: the view and its owner. */
export type StoredSavedSearch = SavedSearch & { owner_id: string };

/** A talent list as the mocks keep it (decision 2201): its owner and providers, last saved first. */
export type StoredTalentList = {
  id: string;
  owner_id: string;
  name: string;
  providers: { provider_id: string; added_at: string }[];
  created_at: string;
  updated_at: string;
};

/**
 * A direct offer as the mocks keep it (decision 2202): ids for its two sides, the status as last
 * written (EXPIRED is derived when read: db/offers.ts), the thread's authors as ids, and the job,
 * proposal and project that accepting it started.
 */
export type StoredOffer = {
  id: string;
  client_id: string;
  provider_id: string;
  title: string;
  description: string;
  currency: string;
  milestones: PlannedMilestone[];
  payment_plan: PaymentPlan;
  hourly: OfferHourlyTerms | null;
  start_date: string;
  expires_at: string;
  status: OfferStatus;
  revision: number;
  messages: (Omit<OfferMessage, 'author'> & { author_id: string })[];
  decline_reason: string | null;
  request_id: string | null;
  proposal_id: string | null;
  project_id: string | null;
  created_at: string;
  updated_at: string;
};

export type MockDb = BillingCollections & {
  /** Minutes after the fixture epoch; every write moves it on, so times stay deterministic. */
  clock: number;
  /** Who Storybook's client is signed in as (the demo client unless a story switches it). */
  defaultUserId: string;
  /** The demo provider who proposes on every new job, so the client flow can go on alone. */
  demoProviderId: string;
  /**
   * Whether the demo provider acts on its own (on by default for stories and the demo). The
   * contract suite turns it off: a real server has no such user.
   */
  simulateOthers: boolean;
  users: UserProfile[];
  passwords: Record<string, string>;
  /** refresh token -> its user and session (a family: one sign-in, carried along each rotation). */
  refreshTokens: Record<string, { userId: string; sessionId: string }>;
  /** Personal access tokens (decision 1807); revoked ones stay, marked. */
  accessTokens: MockAccessToken[];
  /** Every session signed in, for the devices list (decision 1020); signed-out ones stay, marked. */
  sessions: MockSession[];
  /** user id -> the devices it signed in from (NEW-DEVICE-ALERT, decision 1027: `deviceIdentity`s). */
  knownDevices: Record<string, string[]>;
  /** user id -> the authenticator factor and recovery codes (SECOND-FACTOR, decision 1024). */
  secondFactors: Record<string, MockSecondFactor>;
  /** Sign-ins waiting for their second factor: ticket -> whose, from which step and device. */
  factorTickets: Record<
    string,
    { userId: string; signinType: SigninStepValue; userAgent: string; used: boolean }
  >;
  /** PASSKEYS (decision 1025): every account's passkeys, newest last. */
  passkeys: MockPasskey[];
  /** challenge -> the registration or sign-in it was issued for. */
  passkeyChallenges: Record<
    string,
    { purpose: 'register' | 'signin'; rpId: string; userId: string | null; expiresAt: number; used: boolean }
  >;
  /** `email:<address>` or `user:<id>` -> factor codes counted (the server's "factor" limit). */
  factorAttempts: Record<string, number>;
  requests: Request[];
  proposals: Proposal[];
  /** proposal id -> its versions, oldest first; a proposal with none here has only its first version. */
  proposalRevisions: Record<string, ProposalRevision[]>;
  /** user id -> saved jobs, most recently saved first. */
  savedJobs: Record<string, { request_id: string; saved_at: string }[]>;
  projects: Project[];
  projectCollaborators: Record<string, ProjectCollaborator[]>;
  milestones: Milestone[];
  issues: Issue[];
  comments: IssueComment[];
  payments: Payment[];
  subscriptionPayments: SubscriptionPayment[];
  paymentMethods: Record<string, SavedPaymentMethod[]>;
  products: ProductSchemas.Product[];
  roadmap: Record<string, ProductSchemas.RoadmapItem[]>;
  workItems: Record<string, ProductSchemas.WorkItem[]>;
  opsEvents: Record<string, ProductSchemas.OpsEvent[]>;
  productCollaborators: Record<string, ProductSchemas.ProductCollaborator[]>;
  productInvites: Record<string, ProductSchemas.ProductInvite[]>;
  productIssues: Record<string, ProductSchemas.ProductIssue[]>;
  conversations: Conversation[];
  messages: ChatMessage[];
  /** conversation id -> user id -> messages read. */
  readCounts: Record<string, Record<string, number>>;
  /** conversation id -> user id -> read up to (CHAT-READ-FORWARD). */
  readPositions: Record<string, Record<string, ReadPosition>>;
  /** user id -> saved dev-box snippets, last changed first. */
  devBoxSnippets: Record<string, DevBoxSnippet[]>;
  /** user id -> generated images, newest first. */
  generatedImages: Record<string, GeneratedImage[]>;
  /** user id -> kept multi-turn chat conversations (lab), most recently active first. */
  labConversations: Record<string, LabConversation[]>;
  /** lab conversation id -> its messages, oldest first. */
  labMessages: Record<string, LabStoredMessage[]>;
  /** How many streamed lab replies the caller stopped mid-answer (the mock's "upstream" saw the cancel). */
  labStreamsCancelled: number;
  /** `<user id>:<key>` -> the money call that key was first sent with, and its answer. */
  idempotency: Record<string, StoredIdempotentCall>;
  /** Invitations as stored; EXPIRED and the request summary are derived when read (db/invitations.ts). */
  invitations: StoredInvitation[];
  /** Saved searches (decision 2200), newest first, with their owner. */
  savedSearches: StoredSavedSearch[];
  /** `<saved search id>:<request id>`: each match alerted once. */
  savedSearchMatches: string[];
  /** Webhook endpoints (decision 1808), newest first, with their owner and secret. */
  webhookEndpoints: StoredWebhookEndpoint[];
  /** Their deliveries, newest first; the mocks send nothing, so new ones stay pending. */
  webhookDeliveries: StoredWebhookDelivery[];
  /** Talent lists (decision 2201), last changed first, with their owner. */
  talentLists: StoredTalentList[];
  /** Direct offers (decision 2202), newest first. */
  offers: StoredOffer[];
  /** Reviews after projects as stored; public or hidden is derived when read (db/reviews.ts). */
  reviews: StoredReview[];
  /** Users who hid their public profile (PROFILE-HIDE, decision 1320). */
  hiddenProfiles: string[];
  /** Portfolio items (decision 1370), each owner's in the order they show. */
  portfolioItems: StoredPortfolioItem[];
  /** Portfolio images uploaded, by id: in an item or not yet. */
  portfolioImages: Record<string, StoredPortfolioImage>;
  /** Completed projects whose client let the provider's profile show them (PROFILE-WORK, decision 1361). */
  workShown: string[];
  /** Files uploaded to chat messages, by id (decision 1604): sent ones and those not sent yet. */
  chatFiles: Record<string, StoredChatFile>;
  /** Job attachments and proofs of payment, by id, each with its subject (FILE-ACCESS). */
  storedFiles: Record<string, StoredMockFile>;
  /** Notifications as stored, newest first, each with its recipient (db/notifications.ts). */
  notifications: StoredNotification[];
  /** user id -> mail language and the kinds' channels the user changed (decision 1220). */
  notificationPreferences: Record<string, StoredNotificationPreferences>;
  /** Unsubscribe tokens the mock's mails carried -> whose and which kind (null: all). */
  unsubscribeTokens: Record<string, { userId: string; kind: NotificationKind | null }>;
  /** Mails the mocks "sent" (the server's dev outbox). */
  mailOutbox: { to: string; subject: string; text: string }[];
  /** Milestone disputes (decision 1500), newest first. */
  disputes: StoredDispute[];
  /** The console's audit log, newest first: appended to, never changed (decision 1501). */
  operatorActions: AuditEntry[];
  /** When a user signed up through the mocks (user id to instant); the seeded users count on the fixtures' first day. */
  signedUpAt: Record<string, string>;
  /** Reports of job posts, profiles, reviews and messages (decision 1504), oldest first. */
  reports: StoredReport[];
  /** user id -> the suspension an administrator decided (decision 1503); it ends on its own at `until`. */
  suspensions: Record<string, { until: string; reason: string }>;
  /** SESSION-REVOKED: user id -> the first sign-in count whose tokens still work. */
  tokensRevokedBefore: Record<string, number>;
  /** user id -> the skills a provider offers. */
  providerSkills: Record<string, string[]>;
  /** Hourly projects' terms, entries, running timers (project id -> start) and reviewed weeks (db/hourly.ts). */
  hourlyContracts: StoredHourlyContract[];
  timeEntries: TimeEntry[];
  hourlyTimers: Record<string, string>;
  hourlyWeeks: StoredHourlyWeek[];
  /** Where the test clock (POST /api/test/clock) stopped the hourly area's time; null: real time. */
  hourlyClock: string | null;
  /** Messages sent from the public contact form. */
  contactMessages: (ContactMessageInput & ContactMessageReceipt)[];
};

export type MockSecondFactor = {
  secret: string | null;
  pendingSecret: string | null;
  turnedOnAt: string | null;
  lastUsedStep: number | null;
  recoveryCodes: { code: string; used: boolean }[];
};

export type MockPasskey = {
  id: string;
  userId: string;
  credentialId: string;
  /** As the browser handed it (SPKI, base64url); the mocks never check a signature with it. */
  publicKey: string;
  counter: number;
  transports: string[];
  rpId: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
};

export type MockAccessToken = {
  token: PersonalAccessToken;
  userId: string;
  /** The secret as made: the mocks keep it in memory only (the server keeps its hash). */
  secret: string;
  revoked: boolean;
};

export type MockSession = {
  id: string;
  userId: string;
  userAgent: string;
  signedInAt: string;
  lastUsedAt: string;
  signedOut: boolean;
  /** STEP-UP: when its person last proved themselves (sign-in, confirm-its-you), by the test clock. */
  verifiedAt?: string;
};

export type StoredIdempotentCall = IdempotentCall & { response: unknown };

/** An invitation as the mock store keeps it: ids, and the status as last written. */
export type StoredInvitation = {
  id: string;
  request_id: string;
  client_id: string;
  provider_id: string;
  message: string;
  status: Exclude<InvitationStatus, 'EXPIRED'>;
  proposal_id: string | null;
  created_at: string;
  updated_at: string;
};

/** A review as the mock store keeps it (decision 1300). */
export type StoredReview = {
  id: string;
  project_id: string;
  author_id: string;
  subject_id: string;
  author_role: 'client' | 'provider';
  rating: number;
  /** REVIEW-ASPECTS: the aspects rated, none on reviews written before aspects existed. */
  aspects?: ReviewAspects;
  comment: string;
  private_note: string;
  created_at: string;
  /** REVIEW-REPLY: the reviewed person's one answer, once the review is public. */
  reply?: ReviewReply | null;
  /** Hidden by an administrator (REVIEW-HIDDEN, decision 1504); absent or null: shown. */
  hidden?: Hidden | null;
};

/** A chat file as the mocks keep it (decision 1604): the contract's view, its bytes, whose, and which message. */
export type StoredPortfolioImage = PortfolioImage & { owner_id: string; item_id: string | null };
export type StoredPortfolioItem = Omit<PortfolioItem, 'images'> & { owner_id: string; image_ids: string[] };
export type StoredChatFile = ChatFile & {
  owner_id: string;
  message_id: string | null;
  /** The dispute it is evidence in (decision 1540); a file is a message's or a dispute's. */
  dispute_id?: string | null;
  data_url: string;
};

/** An uploaded file the mocks keep (job attachments, proofs), with its subject as the server's `files` row. */
export type StoredMockFile = {
  id: string;
  owner_id: string;
  name: string;
  content_type: string;
  data_url: string;
  subject_kind: FileSubjectKind;
  subject_id: string | null;
};

/** A report as the mock store keeps it: the contract's shape, who sent it and how it was closed. */
export type StoredReport = Report & {
  reporter_id: string;
  resolution: ConsoleReport['resolution'];
};
/** A notification as the mock store keeps it: the contract's shape and whom it is for (decision 1200). */
export type StoredNotification = Notification & { recipient_id: string };
export type StoredNotificationPreferences = {
  language: MailLanguage;
  channels: Partial<Record<NotificationKind, NotificationChannel>>;
};

/** An hourly project's terms (decision 1400). */
export type StoredHourlyContract = {
  project_id: string;
  provider_id: string;
  client_id: string;
  rate_cents: number;
  currency: string;
  weekly_limit_hours: number;
};
/** A reviewed (or self-approved) week and its payment: one per project and week. */
export type StoredHourlyWeek = {
  id: string;
  project_id: string;
  week_start: string;
  status: WeekRowStatus;
  billed_minutes: number;
  amount_cents: number;
  payment_id: string | null;
};
