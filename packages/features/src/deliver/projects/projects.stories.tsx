import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { settleMockPayment } from '@lancer/api/mocks/db/payment-settlement';
import { getMockDb } from '@lancer/api/mocks/db/store';
import { buildMilestone } from '@lancer/api/mocks/factories/milestone';
import { buildPayment } from '@lancer/api/mocks/factories/payment';
import { buildProject } from '@lancer/api/mocks/factories/project';
import { deliverMilestoneMock } from '@lancer/api/mocks/handlers/milestone/deliver-milestone';
import { fundMilestoneMock } from '@lancer/api/mocks/handlers/milestone/fund-milestone';
import { fetchProjectMock } from '@lancer/api/mocks/handlers/project/fetch-project';
import { fetchProjectsMock } from '@lancer/api/mocks/handlers/project/fetch-projects';
import { Toaster } from '@lancer/ui/components/toast';

import { ProjectIssueDrawer } from '../project-issue/project-issue-drawer';
import { Projects, type ProjectsProps } from './projects';

import { describedText, errorStory, loadingStory } from '../../lib/state-stories';

/**
 * Stands in for the browser leaving for the sandbox checkout page and coming back: it opens the
 * page (the mocks' sandbox pays the payment, as the server's does) and mounts the screen again
 * with ?checkout=done&project=<id>, as the page's return address does.
 */
function WithCheckoutTrip(props: ProjectsProps) {
  const [trip, setTrip] = useState<{ projectId: string | null } | null>(null);
  return (
    <Projects
      key={trip ? 'back' : 'away'}
      {...props}
      checkoutReturn={trip ? { status: 'done', projectId: trip.projectId } : props.checkoutReturn}
      onOpenCheckout={async (url) => {
        props.onOpenCheckout(url);
        // The page asks; its button posts the token back (decision 1001), and the answer sends
        // the browser back to /projects?checkout=done&project=<the payment's project>.
        await fetch(url);
        const token = new URL(url).searchParams.get('token');
        await fetch(new URL(url).pathname, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token: token ?? '' }),
          redirect: 'manual',
        });
        const payment = getMockDb().payments.find((candidate) => candidate.id === token);
        setTrip({ projectId: payment?.project_id ?? null });
      }}
    />
  );
}

const meta = {
  title: 'Features/Deliver/Projects',
  component: Projects,
  args: { onOpenCheckout: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Projects>;
export default meta;

type Story = StoryObj<typeof meta>;

const milestone = async (position: number) => within(await screen.findByTestId(`milestone-${position}`));

/** The demo client's running project, selected first, next to a finished one. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'My projects' });
    await expect(within(list).getAllByRole('button')).toHaveLength(2);
    await expect(within(list).getByText('Done · score 92 / 100')).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Logo and brand colours for a bakery', level: 2 }),
    ).toBeVisible();
    await expect((await milestone(1)).getByText('Paid')).toBeVisible();
    await expect((await milestone(2)).getByText('1 open issue')).toBeVisible();
    await expect((await milestone(3)).getByRole('button', { name: 'Fund' })).toBeEnabled();
    await expect(await canvas.findByRole('button', { name: 'Complete project' })).toBeDisabled();
    // A link to the issues drawer's own address (decision 1150).
    await expect(canvas.getByRole('link', { name: /^Issues \(/ })).toHaveAttribute(
      'href',
      '/projects/issues/project-ongoing',
    );
    // The client messages the provider about this project (decision 1600).
    await expect(canvas.getByRole('link', { name: /^Message / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/messages\?with=[^&]+&project=project-ongoing$/),
    );
  },
};

export const Loading: Story = loadingStory(fetchProjectsMock.loading());

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProjectsMock.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No projects yet')).toBeVisible();
  },
};

export const Error: Story = errorStory(fetchProjectsMock.error(500), 'Projects could not be loaded.');

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '项目', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('等待对方处理“Final logo”')).toBeVisible();
  },
};

/**
 * Every milestone paid: the client completes the project with a score. In Chinese, the score's label
 * and both of its errors (none given, out of range) are Chinese.
 */
// proves: MSG-MAX-100
export const CompleteWithScoreChinese: Story = {
  globals: { locale: 'zh' },
  beforeEach({ msw }) {
    const project = buildProject({ id: 'project-paid', title: 'Logo and brand colours for a bakery' });
    project.client.user_id = 'user-grace';
    const stone = buildMilestone({ project_id: project.id, title: 'Final logo', status: 'PAID' });
    msw.use(
      fetchProjectsMock.success({ items: [project], total: 1, page: 1, page_size: 100 }),
      fetchProjectMock.success({
        ...project,
        milestones: [{ ...stone, open_issue_count: 0, funding_payment: null }],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '完成项目' }));
    const dialog = within(await screen.findByRole('dialog', { name: '完成项目' }));
    await expect(dialog.getByText('满分 100')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '完成' }));
    await expect(await dialog.findByText('请输入评分')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /评分/ }), '101');
    await userEvent.click(dialog.getByRole('button', { name: '完成' }));
    await expect(await dialog.findByText('请输入 0 到 100 之间的整数')).toBeVisible();
  },
};

/**
 * Completing, the client may keep the project off the provider's public profile: the box "Show this
 * project's title and amount..." is ticked by default (PROFILE-WORK); unticked, it is not listed.
 */
// proves: PROFILE-WORK
export const CompleteKeepingItOffTheProfile: Story = {
  beforeEach() {
    const db = getMockDb();
    const project = db.projects.find((candidate) => candidate.id === 'project-ongoing')!;
    for (const stone of db.milestones.filter((candidate) => candidate.project_id === project.id))
      stone.status = 'PAID';
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Complete project' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Complete the project' }));
    const show = dialog.getByRole('checkbox', {
      name: "Show this project's title and amount on the provider's public profile",
    });
    await expect(show).toBeChecked();
    await userEvent.click(show);
    await expect(show).not.toBeChecked();
    await userEvent.type(dialog.getByRole('textbox', { name: /Score/ }), '90');
    await userEvent.click(dialog.getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(getMockDb().projects.find((candidate) => candidate.id === 'project-ongoing')?.status).toBe(
        'DONE',
      ),
    );
    await expect(getMockDb().workShown).not.toContain('project-ongoing');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * Back from the card checkout before the payment provider has told the server: the milestone waits
 * (the screen reads it again every 3 s), and when the payment arrives a toast says so.
 */
export const CardPaymentArrivesAfterReturn: Story = {
  args: { checkoutReturn: { status: 'done', projectId: 'project-ongoing' } },
  render: (args) => (
    <>
      <Projects {...args} />
      <Toaster />
    </>
  ),
  beforeEach() {
    const db = getMockDb();
    const brandSheet = db.milestones.find((candidate) => candidate.title === 'Brand sheet');
    db.payments.push(
      buildPayment({
        id: 'payment-card-late',
        project_id: 'project-ongoing',
        milestone_id: brandSheet?.id ?? '',
        status: 'OUTSTANDING',
        paid_at: null,
        checkout_url: 'https://checkout.example/pay',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(
      'Back from the payment provider. The milestone is funded once the payment arrives.',
    );
    // The page has read the payment as outstanding (it waits for it) before it arrives: settled any
    // earlier, the page never sees it outstanding and has nothing to announce.
    await within(canvasElement).findByText(
      'Card payment started and not finished yet.',
      {},
      { timeout: 8_000 },
    );
    // The payment provider's webhook, as the server's sandbox would settle it.
    const payment = getMockDb().payments.find((candidate) => candidate.id === 'payment-card-late');
    settleMockPayment(getMockDb(), payment!);
    await expect(
      await screen.findByText('Payment received: the milestone is funded.', {}, { timeout: 8_000 }),
    ).toBeVisible();
  },
};

const longTitle =
  'Rebuild the whole booking, billing and reminder system of a chain of forty hair salons across three countries, with a migration of ten years of appointments';

/** A long project and milestone title wrap inside the card and the panel. */
export const LongContent: Story = {
  beforeEach({ msw }) {
    const project = buildProject({ id: 'project-long', title: longTitle });
    project.client.user_id = 'user-grace';
    const stone = buildMilestone({
      project_id: project.id,
      title: `${longTitle} (phase one of four)`,
      amount_cents: 123_456_789,
    });
    msw.use(
      fetchProjectsMock.success({ items: [project], total: 1, page: 1, page_size: 100 }),
      fetchProjectMock.success({
        ...project,
        milestones: [{ ...stone, open_issue_count: 12, funding_payment: null }],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: longTitle, level: 2 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
    await expect(canvas.getByText('12 open issues')).toBeVisible();
  },
};

/** More projects than a page: the first 20 show, "Load more" brings the rest (LIST-LOAD-MORE). */
// proves: LIST-LOAD-MORE
export const MoreThanAPage: Story = {
  // 23 cards make the page three screens tall, and the picture of a page that tall paints only its
  // first screen: the play checks what matters; e2e/list-paging.e2e.test.ts pictures the button.
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    const projects = Array.from({ length: 23 }, (_, index) => {
      const project = buildProject({ id: `project-${index + 1}`, title: `Project number ${index + 1}` });
      project.client.user_id = 'user-grace';
      return project;
    });
    msw.use(fetchProjectsMock.pages(projects), fetchProjectMock.success({ ...projects[0]!, milestones: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'My projects' });
    await expect(within(list).getAllByRole('button')).toHaveLength(20);
    await expect(canvas.getByText('Showing 20 of 23')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(23));
    await expect(within(list).getByText('Project number 23')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/**
 * The client funds the next milestone by card: the screen leaves for the sandbox checkout page,
 * comes back to the project, and the milestone is funded (OUTSTANDING) only then.
 */
// proves: PAYMENT-METHODS
export const FundByCardCheckout: Story = {
  render: (args) => <WithCheckoutTrip {...args} />,
  play: async ({ args }) => {
    await userEvent.click(await (await milestone(3)).findByRole('button', { name: 'Fund' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Fund “Brand sheet”' }));
    await expect(dialog.getByRole('radio', { name: 'Card, through the payment provider' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() =>
      expect(args.onOpenCheckout).toHaveBeenCalledWith(
        expect.stringContaining('/api/payments/sandbox/checkout?token='),
      ),
    );
    await expect(
      await screen.findByText(
        'Back from the payment provider. The milestone is funded once the payment arrives.',
      ),
    ).toBeVisible();
    await expect(await (await milestone(3)).findByText('Outstanding')).toBeVisible();
  },
};

/**
 * Delivered work with a linked open issue: approving shows the issue first, "Approve anyway"
 * makes the milestone DONE, releasing the money makes it PAID.
 */
// proves: APPROVE-WITH-OPEN-ISSUES, MILESTONE-STATES
export const ApproveAndReleasePayment: Story = {
  beforeEach() {
    const stone = getMockDb().milestones.find((candidate) => candidate.id === 'milestone-2')!;
    Object.assign(stone, { delivered_at: stone.funded_at, delivery_note: 'Vector files attached.' });
  },
  play: async () => {
    await expect(await (await milestone(2)).findByText(/Vector files attached\./)).toBeVisible();
    await userEvent.click((await milestone(2)).getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Approve “Final logo”?' }));
    await expect(await dialog.findByText('#1 The croissant looks like a moon')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve anyway' }));
    await userEvent.click(await (await milestone(2)).findByRole('button', { name: 'Release payment' }));
    await expect(await (await milestone(2)).findByText('Paid')).toBeVisible();
    await expect((await milestone(2)).queryByRole('button')).toBeNull();
  },
};

/** The provider starts a funded milestone and delivers it; an empty note is refused and nothing is sent. */
export const Validation: Story = {
  beforeEach() {
    const db = getMockDb();
    db.defaultUserId = 'user-ada';
    Object.assign(
      db.milestones.find((candidate) => candidate.id === 'milestone-2')!,
      { status: 'OUTSTANDING' },
    );
  },
  play: async () => {
    await userEvent.click(await (await milestone(2)).findByRole('button', { name: 'Start work' }));
    await userEvent.click(await (await milestone(2)).findByRole('button', { name: 'Deliver' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deliver “Final logo”' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Deliver' }));
    await expect(dialog.getByText('Please describe what you deliver')).toBeVisible();
    await userEvent.type(
      dialog.getByRole('textbox', { name: /What do you deliver/ }),
      'Logo in SVG and PNG.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Deliver' }));
    await expect(await (await milestone(2)).findByText(/Logo in SVG and PNG\./)).toBeVisible();
    await expect((await milestone(2)).queryByRole('button', { name: 'Deliver' })).toBeNull();
  },
};

/** A retry after a failed fund sends the same idempotency key; a refused key shows the server's message. */
// proves: PAYMENT-IDEMPOTENT
export const FundFails: Story = {
  beforeEach({ msw }) {
    msw.use(fundMilestoneMock.error(409, 'CONFLICT', 'This milestone already has a payment in progress'));
  },
  play: async () => {
    await userEvent.click(await (await milestone(3)).findByRole('button', { name: 'Fund' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: 'Mark as paid' }));
    await userEvent.click(dialog.getByRole('button', { name: /Fund/ }));
    await expect(
      await dialog.findByText('That did not work: This milestone already has a payment in progress'),
    ).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Mark as paid' })).toBeChecked();
  },
};

/** The server refuses the fund's method (VALIDATION_FAILED with fields): its message sits under the methods, the choice stays. */
export const FundServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      fundMilestoneMock.validationError(
        { method: 'This project takes card payments only' },
        'method: This project takes card payments only',
      ),
    );
  },
  play: async () => {
    await userEvent.click(await (await milestone(3)).findByRole('button', { name: 'Fund' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: 'Mark as paid' }));
    await userEvent.click(dialog.getByRole('button', { name: /Fund/ }));
    const methods = dialog.getByRole('radiogroup');
    await waitFor(() => expect(methods).toHaveAttribute('aria-invalid', 'true'));
    await expect(describedText(methods)).toContain('This project takes card payments only');
    await expect(dialog.getByRole('radio', { name: 'Mark as paid' })).toBeChecked();
  },
};

/** The server refuses the delivery's note (VALIDATION_FAILED with fields): its message sits under the note, which stays. */
export const DeliverServerFieldErrors: Story = {
  beforeEach({ msw }) {
    const db = getMockDb();
    db.defaultUserId = 'user-ada';
    Object.assign(
      db.milestones.find((candidate) => candidate.id === 'milestone-2')!,
      { status: 'IMPLEMENTING' },
    );
    msw.use(
      deliverMilestoneMock.validationError(
        { note: 'Say which files you deliver' },
        'note: Say which files you deliver',
      ),
    );
  },
  play: async () => {
    await userEvent.click(await (await milestone(2)).findByRole('button', { name: 'Deliver' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deliver “Final logo”' }));
    const note = dialog.getByRole('textbox', { name: /What do you deliver/ });
    await userEvent.type(note, 'Logo done.');
    await userEvent.click(dialog.getByRole('button', { name: 'Deliver' }));
    await waitFor(() => expect(note).toHaveAttribute('aria-invalid', 'true'));
    await expect(describedText(note)).toContain('Say which files you deliver');
    await expect(note).toHaveValue('Logo done.');
  },
};

const closeDrawer = fn();

/** /projects/issues/{projectId}: the same screen with the project's issues in a side drawer; closing it goes back. */
export const IssuesDrawer: Story = {
  args: {
    issuesProjectId: 'project-ongoing',
    issuesDrawer: <ProjectIssueDrawer projectId="project-ongoing" onClose={closeDrawer} />,
  },
  play: async () => {
    const drawer = within(await screen.findByRole('dialog', { name: 'Issues' }));
    await expect(
      await drawer.findByRole('button', { name: /The croissant looks like a moon/ }),
    ).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Open the issue page' })).toHaveAttribute(
      'href',
      '/project-issue/project-ongoing',
    );
    await userEvent.click(drawer.getByRole('button', { name: 'Back to the project' }));
    await expect(closeDrawer).toHaveBeenCalled();
  },
};

/** /projects?project=<id> (from the workspace) shows that project first. */
export const OpensTheGivenProject: Story = {
  args: { initialProjectId: 'project-done' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Migrate a WordPress blog to a static site', level: 2 }),
    ).toBeVisible();
    await expect(
      canvas.getByText('This project is Done: it is kept as a record and nothing in it changes any more.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Complete project' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Reviews of this project' })).toHaveAttribute(
      'href',
      '/project-review/project-done',
    );
  },
};
