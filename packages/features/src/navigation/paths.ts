/**
 * Every route of the product, with a getHref for each (ROUTE-* in docs/spec/rules.md). The one home of
 * route paths: features link with `paths.x.getHref()`, apps/web routes on `paths.x.path` (decision 1100).
 */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  home: { path: '/home', getHref: () => '/home/' },
  signin: {
    path: '/signin',
    getHref: (redirectTo?: string) =>
      redirectTo ? `/signin?redirectTo=${encodeURIComponent(redirectTo)}` : '/signin',
  },
  about: { path: '/about', getHref: () => '/about' },
  blogs: { path: '/blogs', getHref: () => '/blogs' },
  blog: { path: '/blogs/:slug', getHref: (slug: string) => `/blogs/${encodeURIComponent(slug)}` },
  career: { path: '/career', getHref: () => '/career' },
  contact: {
    path: '/contact',
    /** With the form's fields filled in from the address: { topic: 'career', role }. */
    getHref: (fill?: Record<string, string>) =>
      fill ? `/contact?${new URLSearchParams(fill).toString()}` : '/contact',
  },
  demo: { path: '/demo', getHref: () => '/demo' },

  projects: {
    path: '/projects',
    getHref: (projectId?: string) =>
      projectId ? `/projects?project=${encodeURIComponent(projectId)}` : '/projects',
  },
  projectIssues: {
    path: '/projects/issues/:projectId',
    getHref: (projectId: string) => `/projects/issues/${encodeURIComponent(projectId)}`,
  },
  products: {
    path: '/products',
    getHref: (tab = 'collaborators', productId?: string) =>
      productId ? `/products/${tab}?product=${encodeURIComponent(productId)}` : `/products/${tab}`,
  },
  workSpace: { path: '/work-space', getHref: () => '/work-space' },
  jobs: {
    path: '/jobs',
    /** `jobId`: the job open in its sheet (`?job=`); `search`: a saved search's address (`?q=...`). */
    getHref: (jobId?: string, search = '') =>
      jobId ? `/jobs?job=${encodeURIComponent(jobId)}` : `/jobs${search}`,
  },
  workers: {
    path: '/workers',
    /** `find`: the search filled in (`?find=`), e.g. a provider's FLID from their public profile. */
    getHref: (find?: string) => (find ? `/workers?find=${encodeURIComponent(find)}` : '/workers'),
  },
  quotes: { path: '/quotes', getHref: () => '/quotes' },
  posts: { path: '/posts', getHref: () => '/posts' },
  requestHub: {
    path: '/request-hub',
    /** `requestId`: the job picked (`?request=`). */
    getHref: (requestId?: string) =>
      requestId ? `/request-hub?request=${encodeURIComponent(requestId)}` : '/request-hub',
  },
  postJob: {
    path: '/post-job/:mode?',
    /** `requestId`: the job to edit or duplicate (`?request=`). */
    getHref: (mode?: 'edit' | 'duplicate', requestId?: string) =>
      (mode ? `/post-job/${mode}` : '/post-job') +
      (requestId ? `?request=${encodeURIComponent(requestId)}` : ''),
  },
  jobSubmitted: {
    path: '/job-submitted/:requestId',
    getHref: (requestId: string) => `/job-submitted/${encodeURIComponent(requestId)}`,
  },
  login: { path: '/login', getHref: (child: LoginChild = 'identity') => `/login/${child}` },
  /** The signed-in devices list marking one session: a new-device alert's "Not you?" (decision 1027). */
  loginDevice: {
    path: '/login/devices',
    getHref: (sessionId: string) => `/login/devices?session=${encodeURIComponent(sessionId)}`,
  },
  personal: { path: '/personal', getHref: () => '/personal' },
  billing: { path: '/billing', getHref: () => '/billing' },
  payment: { path: '/payment', getHref: () => '/payment' },
  work: { path: '/work', getHref: () => '/work' },
  history: { path: '/history', getHref: () => '/history' },
  makeProposal: {
    path: '/make-proposal/:requestId/:loadingMode',
    /** `proposalId` names the proposal on the job for its client (`?proposal=`). */
    getHref: (requestId: string, loadingMode = 'new', proposalId?: string) =>
      `/make-proposal/${encodeURIComponent(requestId)}/${loadingMode}` +
      (proposalId ? `?proposal=${encodeURIComponent(proposalId)}` : ''),
  },
  proposalSubmitted: {
    path: '/proposal-submitted/:proposalId',
    getHref: (proposalId: string) => `/proposal-submitted/${encodeURIComponent(proposalId)}`,
  },
  providerHub: { path: '/provider-hub', getHref: () => '/provider-hub' },
  projectIssue: {
    path: '/project-issue/:projectId',
    getHref: (projectId: string) => `/project-issue/${encodeURIComponent(projectId)}`,
  },
  /** An hourly project's weeks: time, the timer and the client's review (decision 1400). */
  projectHours: {
    path: '/project-hours/:projectId',
    getHref: (projectId: string) => `/project-hours/${encodeURIComponent(projectId)}`,
  },
  /** A project's disputes for its client and provider: open one on a milestone, answer, settle, escalate (decision 1500). */
  projectDisputes: {
    path: '/project-disputes/:projectId',
    /**
     * `pick`: what the form to open a dispute starts on, a milestone (`?milestone=`) or an hourly
     * week in its review (`?week=`, its Monday, decision 1550).
     */
    getHref: (projectId: string, pick: { milestone?: string; week?: string } = {}) => {
      const search = new URLSearchParams(
        Object.entries(pick).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ).toString();
      return `/project-disputes/${encodeURIComponent(projectId)}${search ? `?${search}` : ''}`;
    },
  },
  projectReview: {
    path: '/project-review/:projectId',
    getHref: (projectId: string) => `/project-review/${encodeURIComponent(projectId)}`,
  },
  /** A provider's public profile, by FLID, open to guests and rendered by the API (decision 1330). */
  providerProfile: {
    path: '/providers/:flid',
    getHref: (flid: string) => `/providers/${encodeURIComponent(flid)}`,
  },
  /** A client offers one provider a contract without a job post (decision 2202): the provider by id (`?provider_id=`). */
  sendOffer: {
    path: '/offers/new',
    getHref: (providerId: string) =>
      `/offers/new?${new URLSearchParams({ provider_id: providerId }).toString()}`,
  },
  /** A client's direct offers sent and a provider's received (decision 2202): `scope` picks the tab (`?scope=`). */
  offers: {
    path: '/offers',
    getHref: (scope?: 'received' | 'sent') => (scope ? `/offers?scope=${scope}` : '/offers'),
  },
  /** One direct offer, for its client and its provider: its terms, its thread and the answers (decision 2202). */
  offer: {
    path: '/offers/:offerId',
    getHref: (offerId: string) => `/offers/${encodeURIComponent(offerId)}`,
  },
  /** The send-offer form in revise mode: the client revises an open offer (decision 2202). */
  reviseOffer: {
    path: '/offers/:offerId/revise',
    getHref: (offerId: string) => `/offers/${encodeURIComponent(offerId)}/revise`,
  },
  dataVisualization: { path: '/data-visualization', getHref: () => '/data-visualization' },
  labHome: { path: '/lab-home', getHref: () => '/lab-home' },
  labTranslation: { path: '/lab-translation', getHref: () => '/lab-translation' },
  machineTranslation: { path: '/machine-translation', getHref: () => '/machine-translation' },
  labAiLlm: { path: '/lab-ai-llm', getHref: () => '/lab-ai-llm' },
  taskCompletion: { path: '/task-completion', getHref: () => '/task-completion' },
  multiturnChat: { path: '/multiturn-chat', getHref: () => '/multiturn-chat' },
  imageGeneration: { path: '/image-generation', getHref: () => '/image-generation' },
  aiDeveloper: { path: '/ai-developer', getHref: () => '/ai-developer' },
  devBox: { path: '/dev-box', getHref: () => '/dev-box' },
  achievements: { path: '/achievements', getHref: () => '/achievements' },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  /** How each kind of notification reaches the user, and the mails' language (decision 1230). */
  notificationSettings: { path: '/notification-settings', getHref: () => '/notification-settings' },
  /** A mail's unsubscribe link (public, no sign-in): the page posts the token once as it opens. */
  unsubscribe: {
    path: '/unsubscribe',
    getHref: (token: string) => `/unsubscribe?token=${encodeURIComponent(token)}`,
  },
  /**
   * The inbox (the `chat` area, decision 1600): a conversation by id, or the one with a person
   * about a project or a job, opened (or created) on arrival.
   */
  messages: {
    path: '/messages/:conversationId?',
    getHref: (target?: string | ChatWith) =>
      typeof target === 'string'
        ? `/messages/${encodeURIComponent(target)}`
        : target
          ? `/messages?${new URLSearchParams(
              Object.entries(target).filter((entry): entry is [string, string] => !!entry[1]),
            ).toString()}`
          : '/messages',
  },
  /**
   * A message in its conversation (decision 1620): the /messages route with `?message=`, opened
   * scrolled to the message and marked. A search result links here.
   */
  message: {
    path: '/messages/:conversationId',
    getHref: (conversationId: string, messageId: string) =>
      `/messages/${encodeURIComponent(conversationId)}?${new URLSearchParams({ message: messageId }).toString()}`,
  },
  /** The administrator's console (decision 1501): administrators only, a not-found page for anyone else. */
  /** The console's home: the overview (decision 1532). */
  consoleOverview: { path: '/console', getHref: () => '/console' },
  consoleDisputes: { path: '/console/disputes', getHref: () => '/console/disputes' },
  consoleUsers: { path: '/console/users', getHref: () => '/console/users' },
  consoleReports: { path: '/console/reports', getHref: () => '/console/reports' },
  consolePayments: { path: '/console/payments', getHref: () => '/console/payments' },
  /** Job posts and reviews to hide or restore without a report (decision 1541). */
  consoleContent: { path: '/console/content', getHref: () => '/console/content' },
  consoleAuditLog: { path: '/console/audit-log', getHref: () => '/console/audit-log' },
} as const;

/** Whom to talk to, and about what: the query of /messages that opens that conversation. */
export type ChatWith = { with: string; project?: string; request?: string };

export const loginChildren = [
  'identity',
  'password',
  'email',
  'mobile',
  'devices',
  'security',
  'tokens',
  'webhooks',
] as const;
export type LoginChild = (typeof loginChildren)[number];
