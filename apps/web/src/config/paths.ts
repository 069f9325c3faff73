/** Every route of the product, with a getHref for each (ROUTE-* in docs/spec/rules.md). */
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
  contact: { path: '/contact', getHref: () => '/contact' },
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
  jobs: { path: '/jobs', getHref: () => '/jobs' },
  workers: { path: '/workers', getHref: () => '/workers' },
  quotes: { path: '/quotes', getHref: () => '/quotes' },
  posts: { path: '/posts', getHref: () => '/posts' },
  requestHub: { path: '/request-hub', getHref: () => '/request-hub' },
  postJob: {
    path: '/post-job/:mode?',
    getHref: (mode?: string) => (mode ? `/post-job/${mode}` : '/post-job'),
  },
  jobSubmitted: {
    path: '/job-submitted/:requestId',
    getHref: (requestId: string) => `/job-submitted/${encodeURIComponent(requestId)}`,
  },
  login: { path: '/login', getHref: (child: LoginChild = 'identity') => `/login/${child}` },
  personal: { path: '/personal', getHref: () => '/personal' },
  billing: { path: '/billing', getHref: () => '/billing' },
  payment: { path: '/payment', getHref: () => '/payment' },
  work: { path: '/work', getHref: () => '/work' },
  history: { path: '/history', getHref: () => '/history' },
  makeProposal: {
    path: '/make-proposal/:requestId/:loadingMode',
    getHref: (requestId: string, loadingMode = 'new') =>
      `/make-proposal/${encodeURIComponent(requestId)}/${loadingMode}`,
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
} as const;

export const loginChildren = ['identity', 'password', 'email', 'mobile', 'devices'] as const;
export type LoginChild = (typeof loginChildren)[number];
