import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { FlowApp, flowRouter } from '../mocks/flow-app';
import { flowParameters, startAs } from '../mocks/flow-start';

const meta = {
  title: 'Flows/Routes',
  // Behaviour checks that end on whichever page came last: no picture (the flows have theirs).
  parameters: { ...flowParameters, visual: { disable: true } },
  render: (_args, { globals }) => <FlowApp persona={startAs(globals, 'client')} start="/" />,
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

type Visit = {
  /** The address typed. */
  to: string;
  /** Where the app ends up (a redirect), when not `to`. */
  at?: string;
  /** The page's main heading. */
  heading: RegExp;
  footer?: boolean;
  chatBar?: boolean;
};

const workspaces: Visit[] = [
  { to: '/', at: '/projects', heading: /^Projects$/, chatBar: true },
  { to: '/projects/issues/project-ongoing', heading: /^Projects$/, chatBar: true },
  { to: '/products', at: '/products/collaborators', heading: /./, chatBar: true },
  { to: '/products/plan', heading: /./, chatBar: true },
  { to: '/work-space', heading: /./ },
];

const boards: Visit[] = [
  { to: '/jobs', heading: /./, chatBar: true },
  { to: '/workers', heading: /./, chatBar: true },
  { to: '/quotes', heading: /./, chatBar: true },
  { to: '/posts', heading: /./, chatBar: true },
];

const hiring: Visit[] = [
  { to: '/request-hub', heading: /./ },
  { to: '/post-job', heading: /^Post a job$/, chatBar: true },
  { to: '/job-submitted/request-open', heading: /./ },
  { to: '/make-proposal/request-others/new', heading: /./ },
  { to: '/provider-hub', heading: /./ },
  { to: '/offers', heading: /^Offers$/ },
  { to: '/offers/offer-hourly-sent', heading: /^Keep the bakery’s order site running$/ },
  { to: '/offers/new?provider_id=user-ada', heading: /^Send an offer to Ada Lovelace$/ },
  { to: '/offers/offer-changes-requested/revise', heading: /^Revise your offer to Ada Lovelace$/ },
  { to: '/project-issue/project-ongoing', heading: /^Issues$/ },
  { to: '/project-review/project-done', heading: /^Reviews$/ },
  { to: '/providers/chen_wei', heading: /^Wei Chen$/ },
  { to: '/history', heading: /./ },
];

const account: Visit[] = [
  { to: '/login', at: '/login/identity', heading: /./, footer: false },
  { to: '/login/password', heading: /./, footer: false },
  { to: '/personal', heading: /./, footer: false },
  { to: '/notification-settings', heading: /^Notification settings$/, footer: false },
  { to: '/billing', heading: /./, footer: false },
  { to: '/payment', heading: /./, footer: false },
  { to: '/work', heading: /./, footer: false },
];

const lab: Visit[] = [
  '/lab-home',
  '/lab-translation',
  '/machine-translation',
  '/lab-ai-llm',
  '/task-completion',
  '/multiturn-chat',
  '/image-generation',
  '/ai-developer',
  '/dev-box',
].map((to) => ({ to, heading: /./ }));

async function visit(
  canvasElement: HTMLElement,
  { to, at = to, heading, footer = true, chatBar = false }: Visit,
) {
  const canvas = within(canvasElement);
  await flowRouter.current!.navigate(to);
  await waitFor(() => expect(canvas.getByTestId('flow-address')).toHaveTextContent(at), {
    timeout: 10_000,
  });
  await waitFor(() => expect(flowRouter.current!.state.navigation.state).toBe('idle'), {
    timeout: 10_000,
  });
  // The page's own heading, in the layout of this route (a layout change replaces main).
  await waitFor(
    () =>
      expect(
        within(canvas.getByRole('main')).getByRole('heading', { level: 1, name: heading }),
      ).toBeVisible(),
    { timeout: 10_000 },
  );
  await expect(canvas.queryByText('Page not found')).toBeNull();
  await waitFor(() => expect(canvas.queryByRole('contentinfo') !== null).toBe(footer));
  await waitFor(() => expect(canvas.queryByRole('button', { name: /^Messages/ }) !== null).toBe(chatBar));
}

const visitAll =
  (routes: Visit[]) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    for (const route of routes) await visit(canvasElement, route);
  };

/** The workspaces: where each lands (redirects), its page, and the chat bar where it shows one. */
// proves: ROUTE-ROOT, ROUTE-PROJECTS, ROUTE-PROJECT-ISSUES, ROUTE-PRODUCTS, ROUTE-WORK-SPACE
export const Workspaces: Story = { play: visitAll(workspaces) };

/** The boards: jobs, workers, quotes and posts, each with the chat bar. */
// proves: ROUTE-JOBS, ROUTE-WORKERS, ROUTE-QUOTES, ROUTE-POSTS
export const Boards: Story = { play: visitAll(boards) };

/** Hiring and proposing pages, the direct offers, the issue page and the history. */
// proves: ROUTE-REQUEST-HUB, ROUTE-POST-JOB, ROUTE-JOB-SUBMITTED, ROUTE-MAKE-PROPOSAL, ROUTE-PROVIDER-HUB, ROUTE-OFFERS, ROUTE-SEND-OFFER, ROUTE-PROJECT-ISSUE, ROUTE-PROJECT-REVIEW, ROUTE-PROVIDER-PROFILE, ROUTE-HISTORY
export const HiringAndProposing: Story = { play: visitAll(hiring) };

/** Account pages without a footer, and login settings' redirect. */
// proves: ROUTE-LOGIN, ROUTE-ACCOUNT
export const Account: Story = { play: visitAll(account) };

/** Achievements. */
// proves: ROUTE-ACHIEVEMENTS
export const Achievements: Story = { play: visitAll([{ to: '/achievements', heading: /./ }]) };

/** The charts. */
// proves: ROUTE-DATA-VISUALIZATION
export const DataVisualization: Story = { play: visitAll([{ to: '/data-visualization', heading: /./ }]) };

/** The lab area; /machine-translation shows the same page as /lab-translation. */
// proves: ROUTE-LAB, ROUTE-MACHINE-TRANSLATION
export const Lab: Story = { play: visitAll(lab) };

/** Signed out: the public pages and /demo open; a signed-in page sends the visitor to /home. */
// proves: ROUTE-PUBLIC, ROUTE-DEMO, ROLE-SIGNED-IN-PAGES, GUARD-ROLES
export const SignedOut: Story = {
  render: () => <FlowApp persona="guest" start="/home" />,
  play: async ({ canvasElement }) => {
    for (const to of ['/home', '/signin', '/about', '/blogs', '/career', '/contact', '/demo', '/unsubscribe'])
      await visit(canvasElement, { to, heading: /./ });
    for (const to of ['/projects', '/jobs', '/personal', '/lab-home'])
      await visit(canvasElement, { to, at: '/home', heading: /./ });
  },
};

/**
 * A busy account's Posts (a keep-alive page) keeps its scroll when left through the header, which
 * stays in reach on the scrolled page; Post a job (not keep-alive) opens at the top, by the back
 * button too.
 */
// proves: SHELL-SCROLL
export const ScrollKeptOnKeepAlivePages: Story = {
  render: () => <FlowApp persona="busy" start="/posts" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const longerThanScreen = (by: number) =>
      waitFor(() => expect(document.documentElement.scrollHeight).toBeGreaterThan(window.innerHeight + by));
    // The first page compiles on demand in a dev server: allow for a loaded machine.
    await canvas.findAllByRole('article', {}, { timeout: 20_000 });
    await longerThanScreen(300);
    window.scrollTo(0, 300);
    await waitFor(() => expect(window.scrollY).toBe(300));
    // The link is on screen where the user is (a click in place: the test runner's own click
    // would first scroll the page to the header's place at the top).
    const header = canvasElement.querySelector<HTMLElement>('[data-slot="app-header"]')!;
    const postJob = within(header).getByRole('link', { name: 'Post a job' });
    expect(postJob.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    postJob.click();
    await canvas.findByRole('heading', { level: 1, name: 'Post a job' }, { timeout: 10_000 });
    await waitFor(() => expect(window.scrollY).toBe(0));
    await longerThanScreen(100);
    window.scrollTo(0, 100);
    await waitFor(() => expect(window.scrollY).toBe(100));
    await flowRouter.current!.navigate(-1);
    await waitFor(() => expect(canvas.getByTestId('flow-address')).toHaveTextContent('/posts'));
    await canvas.findAllByRole('article', {}, { timeout: 10_000 });
    await waitFor(() => expect(window.scrollY).toBe(300), { timeout: 10_000 });
    await flowRouter.current!.navigate(1);
    await canvas.findByRole('heading', { level: 1, name: 'Post a job' }, { timeout: 10_000 });
    await waitFor(() => expect(window.scrollY).toBe(0));
    // Pictures start from the top.
    window.scrollTo(0, 0);
  },
};
