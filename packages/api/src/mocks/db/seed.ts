import { MoneyCollectingMethodType, Role } from '../../constants';
import { buildChatMessage, buildConversation } from '../factories/chat';
import { buildIssue, buildIssueComment } from '../factories/issue';
import { buildDevBoxSnippet, buildGeneratedImage, seedLabChat } from '../factories/lab';
import { buildMilestone } from '../factories/milestone';
import { buildPayment, buildSavedPaymentMethod, buildSubscriptionPayment } from '../factories/payment';
import {
  buildOpsEvent,
  buildProduct,
  buildProductCollaborator,
  buildProductInvite,
  buildProductIssue,
  buildRoadmapItem,
  buildWorkItem,
} from '../factories/product';
import { buildProject } from '../factories/project';
import { buildProposal } from '../factories/proposal';
import { buildRequest } from '../factories/request';
import { fixtureDay, fixtureTime, resetIds } from '../factories/sequence';
import { buildUserProfile, summaryOf } from '../factories/user';
import { seedHourly } from './hourly-seed';
import { SANDBOX_CARDS } from '../../rules/billing-method';
import type { MockDb } from './mock-db';
import { seedReports } from './report-seed';

export const DEMO_PASSWORD = 'password123';

/**
 * A realistic signed-in demo: Grace (a client) has posted jobs, received a proposal, runs a project
 * with Ada (a provider ready to receive money), has issues, payments, a product and chats.
 */
export function seedMockDb(): MockDb {
  resetIds();
  const grace = buildUserProfile({ user_id: 'user-grace', flid: 'grace_hopper' });
  const ada = buildUserProfile({
    user_id: 'user-ada',
    flid: 'ada_lovelace',
    first_name: 'Ada',
    last_name: 'Lovelace',
    self_intro_html: '<p>Full-stack developer, 8 years of React and Node.</p>',
    accepting_request: true,
    hourly: 45,
    ready_to_receive_money: true,
    card_linked: true,
  });
  const chen = buildUserProfile({
    user_id: 'user-chen',
    flid: 'chen_wei',
    first_name: 'Wei',
    last_name: 'Chen',
    self_intro_html: '<p>UI designer.</p>',
    hourly: 38,
    accepting_request: true,
  });
  // The marketplace's operator: the console (decision 1501), in nothing else of the demo.
  const alan = buildUserProfile({
    user_id: 'user-alan',
    flid: 'alan_admin',
    first_name: 'Alan',
    last_name: 'Admin',
    role: Role.ADMINISTRATOR,
  });
  const [a, b, c] = [summaryOf(grace), summaryOf(ada), summaryOf(chen)];

  const openJob = buildRequest({
    id: 'request-open',
    client: a,
    created_at: fixtureTime(10),
    updated_at: fixtureTime(10),
  });
  const ongoingJob = buildRequest({
    id: 'request-ongoing',
    title: 'Logo and brand colours for a bakery',
    category: 'Design',
    skills: ['Branding', 'Illustrator'],
    budget_min_cents: 30_000,
    budget_max_cents: 60_000,
    status: 'ONGOING',
    client: a,
  });
  const doneJob = buildRequest({
    id: 'request-done',
    title: 'Migrate a WordPress blog to a static site',
    category: 'Web development',
    skills: ['Astro', 'Markdown'],
    status: 'DONE',
    client: a,
  });
  const othersJob = buildRequest({
    id: 'request-others',
    title: 'Translate a mobile app into Chinese',
    category: 'Translation',
    skills: ['Chinese', 'Localization'],
    budget_type: 'hourly',
    budget_min_cents: 2_500,
    budget_max_cents: 4_000,
    expected_duration: 'less_than_1_week',
    client: c,
    created_at: fixtureTime(20),
    updated_at: fixtureTime(20),
  });

  const incoming = buildProposal({
    id: 'proposal-incoming',
    request_id: openJob.id,
    request_title: openJob.title,
    provider: b,
    client: a,
  });
  const ongoingProposal = buildProposal({
    id: 'proposal-ongoing',
    request_id: ongoingJob.id,
    request_title: ongoingJob.title,
    provider: b,
    client: a,
    price_cents: 50_000,
    milestones: [
      { title: 'Sketches', description: 'Three directions', amount_cents: 15_000, due_date: fixtureDay(5) },
      { title: 'Final logo', description: 'Vector files', amount_cents: 20_000, due_date: fixtureDay(12) },
      {
        title: 'Brand sheet',
        description: 'Colours and type',
        amount_cents: 15_000,
        due_date: fixtureDay(20),
      },
    ],
    status: 'ONGOING',
    project_id: 'project-ongoing',
  });
  const doneProposal = buildProposal({
    id: 'proposal-done',
    request_id: doneJob.id,
    request_title: doneJob.title,
    provider: c,
    client: a,
    price_cents: 110_000,
    milestones: [{ title: 'Migration', description: '', amount_cents: 110_000, due_date: fixtureDay(3) }],
    status: 'ONGOING',
    project_id: 'project-done',
  });

  const project = buildProject({
    id: 'project-ongoing',
    title: ongoingJob.title,
    request_id: ongoingJob.id,
    proposal_id: ongoingProposal.id,
    client: a,
    providers: [b],
    budget_cents: 50_000,
  });
  const doneProject = buildProject({
    id: 'project-done',
    title: doneJob.title,
    request_id: doneJob.id,
    proposal_id: doneProposal.id,
    client: a,
    providers: [c],
    status: 'DONE',
    budget_cents: 110_000,
    score: 92,
    created_at: fixtureTime(30),
    updated_at: fixtureTime(90),
  });
  const funded = { funded_at: fixtureTime(130) };
  const milestones = [
    buildMilestone({
      id: 'milestone-1',
      project_id: project.id,
      position: 1,
      ...ongoingProposal.milestones[0]!,
      currency: 'USD',
      status: 'PAID',
      ...funded,
      delivered_at: fixtureTime(150),
      delivery_note: 'Three sketches attached.',
      approved_at: fixtureTime(160),
      paid_at: fixtureTime(161),
    }),
    buildMilestone({
      id: 'milestone-2',
      project_id: project.id,
      position: 2,
      ...ongoingProposal.milestones[1]!,
      currency: 'USD',
      status: 'IMPLEMENTING',
      ...funded,
    }),
    buildMilestone({
      id: 'milestone-3',
      project_id: project.id,
      position: 3,
      ...ongoingProposal.milestones[2]!,
      currency: 'USD',
      status: 'PENDING',
    }),
    buildMilestone({
      id: 'milestone-4',
      project_id: doneProject.id,
      position: 1,
      ...doneProposal.milestones[0]!,
      currency: 'USD',
      status: 'PAID',
      funded_at: fixtureTime(40),
      delivered_at: fixtureTime(60),
      delivery_note: 'Live.',
      approved_at: fixtureTime(70),
      paid_at: fixtureTime(71),
    }),
  ];

  const issues = [
    buildIssue({
      id: 'issue-1',
      project_id: project.id,
      number: 1,
      title: 'The croissant looks like a moon',
      reporter: a,
      assignee: b,
      milestone_id: 'milestone-2',
      milestone_title: 'Final logo',
      state: 'open',
      comment_count: 0,
    }),
    buildIssue({
      id: 'issue-2',
      project_id: project.id,
      number: 2,
      title: 'Colours fail contrast on white',
      description: 'The light brown text on white is hard to read.',
      reporter: a,
      assignee: b,
      state: 'resolved',
      comment_count: 0,
    }),
  ];
  const comments = [
    buildIssueComment({
      id: 'comment-1',
      issue_id: 'issue-2',
      author: b,
      body: 'Darkened the brown to #6B4423.',
    }),
  ];

  const payments = [
    buildPayment({
      id: 'payment-1',
      project_id: project.id,
      project_title: project.title,
      milestone_id: 'milestone-1',
      milestone_title: 'Sketches',
      payer: a,
      payee: b,
      amount_cents: 15_000,
    }),
    buildPayment({
      id: 'payment-2',
      project_id: project.id,
      project_title: project.title,
      milestone_id: 'milestone-2',
      milestone_title: 'Final logo',
      payer: a,
      payee: b,
      amount_cents: 20_000,
      method: MoneyCollectingMethodType.MARKED_AS_PAID,
      created_at: fixtureTime(130),
      paid_at: fixtureTime(131),
    }),
    buildPayment({
      id: 'payment-3',
      project_id: doneProject.id,
      project_title: doneProject.title,
      milestone_id: 'milestone-4',
      milestone_title: 'Migration',
      payer: a,
      payee: c,
      amount_cents: 110_000,
      created_at: fixtureTime(40),
      paid_at: fixtureTime(41),
    }),
  ];

  const product = buildProduct({ id: 'product-salon', owner: a });
  const conversation = buildConversation({
    id: 'conversation-ada',
    title: ongoingJob.title,
    participants: [a, b],
    project_id: project.id,
  });
  const messages = [
    buildChatMessage({
      id: 'message-1',
      conversation_id: conversation.id,
      sender: a,
      body: 'Hi Ada, the sketches look great.',
      created_at: fixtureTime(340),
    }),
    buildChatMessage({
      id: 'message-2',
      conversation_id: conversation.id,
      sender: b,
      body: 'Thanks! Final logo by Friday.',
      created_at: fixtureTime(360),
    }),
  ];
  const conversationChen = buildConversation({
    id: 'conversation-chen',
    title: doneJob.title,
    participants: [a, c],
    updated_at: fixtureTime(95),
  });
  const messagesChen = [
    buildChatMessage({
      id: 'message-3',
      conversation_id: conversationChen.id,
      sender: c,
      body: 'The site is live.',
      created_at: fixtureTime(95),
    }),
  ];

  return {
    clock: 1_000,
    defaultUserId: grace.account.basic.user_id,
    demoProviderId: ada.account.basic.user_id,
    simulateOthers: true,
    users: [grace, ada, chen, alan],
    passwords: {
      [grace.account.basic.email.address]: DEMO_PASSWORD,
      [ada.account.basic.email.address]: DEMO_PASSWORD,
      [chen.account.basic.email.address]: DEMO_PASSWORD,
      [alan.account.basic.email.address]: DEMO_PASSWORD,
    },
    refreshTokens: {},
    sessions: [
      {
        id: 'session-grace-phone',
        userId: grace.account.basic.user_id,
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        signedInAt: fixtureTime(-3 * 24 * 60),
        lastUsedAt: fixtureTime(-90),
        signedOut: false,
      },
      {
        id: 'session-grace-office',
        userId: grace.account.basic.user_id,
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
        signedInAt: fixtureTime(-20 * 24 * 60),
        lastUsedAt: fixtureTime(-2 * 24 * 60),
        signedOut: false,
      },
    ],
    requests: [openJob, ongoingJob, doneJob, othersJob],
    proposals: [incoming, ongoingProposal, doneProposal],
    proposalRevisions: {},
    savedJobs: {},
    projects: [project, doneProject],
    projectCollaborators: {
      [project.id]: [
        { user: a, role: 'client', joined_at: project.created_at },
        { user: b, role: 'provider', joined_at: project.created_at },
      ],
      [doneProject.id]: [
        { user: a, role: 'client', joined_at: doneProject.created_at },
        { user: c, role: 'provider', joined_at: doneProject.created_at },
      ],
    },
    milestones,
    issues,
    comments,
    payments,
    subscriptionPayments: [
      buildSubscriptionPayment({
        id: 'invoice-3',
        period_start: fixtureTime(60 * 24 * 60),
        period_end: fixtureTime(90 * 24 * 60),
        paid_at: null,
      }),
      buildSubscriptionPayment({
        id: 'invoice-2',
        period_start: fixtureTime(30 * 24 * 60),
        period_end: fixtureTime(60 * 24 * 60),
        paid_at: fixtureTime(30 * 24 * 60 + 5),
      }),
      buildSubscriptionPayment({ id: 'invoice-1' }),
    ],
    paymentMethods: {
      [grace.account.basic.user_id]: [
        buildSavedPaymentMethod({ id: 'pm-visa' }),
        buildSavedPaymentMethod({
          id: 'pm-mc',
          brand: 'mastercard',
          last4: '4444',
          exp_month: 2,
          exp_year: 2027,
          is_default: false,
        }),
      ],
    },
    products: [product],
    roadmap: {
      [product.id]: [
        buildRoadmapItem({
          id: 'roadmap-1',
          title: 'Online deposits',
          quarter: '2026-Q4',
          status: 'in_progress',
        }),
        buildRoadmapItem({ id: 'roadmap-2', title: 'SMS reminders', quarter: '2027-Q1', status: 'planned' }),
        buildRoadmapItem({ id: 'roadmap-3', title: 'Stylist profiles', quarter: '2026-Q3', status: 'done' }),
      ],
    },
    workItems: {
      [product.id]: [
        buildWorkItem({
          id: 'work-1',
          assignee: b,
          issue: { id: 'product-issue-1', number: 1, title: 'Reminder emails land in spam' },
        }),
        buildWorkItem({
          id: 'work-2',
          title: 'Deposit refunds',
          assignee: null,
          status: 'todo',
          estimate_hours: 6,
        }),
        buildWorkItem({
          id: 'work-3',
          title: 'Stylist photos',
          assignee: c,
          status: 'done',
          estimate_hours: 4,
        }),
      ],
    },
    opsEvents: {
      [product.id]: [
        buildOpsEvent({
          id: 'ops-2',
          kind: 'incident',
          title: 'Payments page slow',
          status: 'resolved',
          severity: 'sev2',
          happened_at: fixtureTime(550),
          resolved_at: fixtureTime(580),
        }),
        buildOpsEvent({ id: 'ops-1' }),
      ],
    },
    productCollaborators: {
      [product.id]: [
        buildProductCollaborator({ user: a, role: 'owner' }),
        buildProductCollaborator({ user: b, role: 'collaborator' }),
        buildProductCollaborator({ user: c, role: 'collaborator' }),
      ],
    },
    productInvites: { [product.id]: [buildProductInvite({ id: 'invite-1' })] },
    productIssues: {
      [product.id]: [
        buildProductIssue({
          id: 'product-issue-1',
          product_id: product.id,
          number: 1,
          title: 'Reminder emails land in spam',
          reporter: a,
          assignee: b,
        }),
        buildProductIssue({
          id: 'product-issue-2',
          product_id: product.id,
          number: 2,
          title: 'Calendar misses holidays',
          description: 'Bank holidays show as open days in the booking calendar.',
          reporter: c,
          assignee: null,
          created_at: fixtureTime(470),
          updated_at: fixtureTime(470),
        }),
      ],
    },
    conversations: [conversation, conversationChen],
    messages: [...messages, ...messagesChen],
    readCounts: {
      [conversation.id]: { [grace.account.basic.user_id]: 1, [ada.account.basic.user_id]: 2 },
      [conversationChen.id]: { [grace.account.basic.user_id]: 1 },
    },
    readPositions: {},
    devBoxSnippets: {
      [grace.account.basic.user_id]: [
        buildDevBoxSnippet({ id: 'snippet-hello' }),
        buildDevBoxSnippet({
          id: 'snippet-fib',
          name: 'Fibonacci',
          language: 'typescript',
          code: 'function fib(n: number): number {\n  return n < 2 ? n : fib(n - 1) + fib(n - 2);\n}\nconsole.log(fib(10));',
          updated_at: fixtureTime(90),
        }),
      ],
    },
    generatedImages: {
      [grace.account.basic.user_id]: [
        buildGeneratedImage({ id: 'image-lighthouse', created_at: fixtureTime(110) }),
        buildGeneratedImage({
          id: 'image-fox',
          prompt: 'A red fox in the snow',
          created_at: fixtureTime(105),
        }),
      ],
    },
    ...seedLabChat(grace.account.basic.user_id),
    idempotency: {},
    disputes: [],
    operatorActions: [],
    signedUpAt: {},
    suspensions: {},
    tokensRevokedBefore: {},
    reports: seedReports(summaryOf(alan)),
    notifications: [
      {
        id: 'notification-proposal',
        recipient_id: grace.account.basic.user_id,
        kind: 'proposal_received',
        subject: { request_id: openJob.id, proposal_id: incoming.id },
        actor: b,
        title: openJob.title,
        read_at: null,
        created_at: fixtureTime(140),
      },
      {
        id: 'notification-issue',
        recipient_id: grace.account.basic.user_id,
        kind: 'issue_commented',
        subject: { project_id: project.id, issue_id: 'issue-1' },
        actor: b,
        title: 'The croissant looks like a moon',
        read_at: null,
        created_at: fixtureTime(135),
      },
      {
        id: 'notification-delivered',
        recipient_id: grace.account.basic.user_id,
        kind: 'milestone_delivered',
        subject: { project_id: project.id, milestone_id: 'milestone-1' },
        actor: b,
        title: ongoingProposal.milestones[0]!.title,
        read_at: fixtureTime(125),
        created_at: fixtureTime(120),
      },
      {
        id: 'notification-accepted',
        recipient_id: ada.account.basic.user_id,
        kind: 'proposal_accepted',
        subject: { request_id: ongoingJob.id, proposal_id: ongoingProposal.id },
        actor: a,
        title: ongoingJob.title,
        read_at: null,
        created_at: fixtureTime(60),
      },
    ],
    invitations: [
      {
        id: 'invitation-chen',
        request_id: openJob.id,
        client_id: grace.account.basic.user_id,
        provider_id: chen.account.basic.user_id,
        message: 'Your portfolio looks like a great fit.',
        status: 'PENDING',
        proposal_id: null,
        created_at: fixtureTime(12),
        updated_at: fixtureTime(12),
      },
    ],
    hiddenProfiles: [],
    workShown: [doneProject.id],
    chatFiles: {},
    storedFiles: {},
    portfolioItems: [],
    portfolioImages: {},
    reviews: [
      {
        id: 'review-grace-chen',
        project_id: doneProject.id,
        author_id: grace.account.basic.user_id,
        subject_id: chen.account.basic.user_id,
        author_role: 'client',
        rating: 5,
        aspects: { quality: 5, communication: 5, deadlines: 4 },
        comment: 'Clear designs, on time, and easy to talk to. I would hire Chen again.',
        private_note: '',
        created_at: fixtureTime(100),
        reply: {
          comment: 'Thank you, Grace: the brief made the work easy. Happy to help again.',
          created_at: fixtureTime(120),
        },
      },
      {
        id: 'review-chen-grace',
        project_id: doneProject.id,
        author_id: chen.account.basic.user_id,
        subject_id: grace.account.basic.user_id,
        author_role: 'provider',
        rating: 4,
        aspects: { clarity: 4, payment: 5, communication: 4 },
        comment: 'Quick feedback and paid every milestone promptly.',
        private_note: '',
        created_at: fixtureTime(110),
      },
    ],
    providerSkills: {
      [ada.account.basic.user_id]: ['React', 'Node.js', 'TypeScript'],
      [chen.account.basic.user_id]: ['Figma', 'UI design', 'Illustrator'],
    },
    ...seedHourly(),
    // The demo client has saved the sandbox's card that pays (decision 1410): its weeks are charged when billed.
    billingMethods: {
      [grace.account.basic.user_id]: {
        ...SANDBOX_CARDS.pays,
        saved_at: fixtureTime(5),
        payment_method_id: 'pm_sandbox_demo_grace',
      },
    },
    billingSetups: {},
    contactMessages: [],
    notificationPreferences: {},
    unsubscribeTokens: {},
    mailOutbox: [],
  };
}
