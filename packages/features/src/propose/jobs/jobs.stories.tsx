import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';
import { buildDispute } from '@lancer/api/mocks/factories/dispute';
import { buildRequest } from '@lancer/api/mocks/factories/request';
import { fixtureTime } from '@lancer/api/mocks/factories/sequence';
import { translateTextMock } from '@lancer/api/mocks/handlers/lab/translate-text';
import { fetchClientReputationMock } from '@lancer/api/mocks/handlers/review/fetch-client-reputation';
import { fetchSavedJobsMock } from '@lancer/api/mocks/handlers/request/fetch-saved-jobs';
import { searchRequestsMock } from '@lancer/api/mocks/handlers/request/search-requests';

import { Jobs, type JobsProps } from './jobs';

import { errorStory, loadingStory } from '../../lib/state-stories';

/** Keeps the search in state the way the address bar does in the app, and reports each change. */
function JobsWithAddress(props: JobsProps) {
  const [search, setSearch] = useState(props.search);
  return (
    <Jobs
      {...props}
      search={search}
      onSearchChange={(next) => {
        props.onSearchChange(next);
        setSearch(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Propose/Jobs',
  component: Jobs,
  render: (args) => <JobsWithAddress {...args} />,
  args: {
    search: '',
    onSearchChange: fn(),
    today: '2026-11-23',
  },
  parameters: { layout: 'fullscreen' },
  // Each card's client record arrives after the card (one call per client): a story ends, and its
  // picture is taken, once every card shows its record (not where the story makes the call fail).
  async afterEach({ canvasElement, parameters }) {
    if (parameters.clientRecordsFail) return;
    await waitFor(() => {
      for (const card of within(canvasElement).queryAllByRole('article'))
        expect(card.querySelector('[data-slot=client-reputation]')).not.toBeNull();
    });
  },
  beforeEach() {
    // Ada, the demo provider, looks for work; three more clients' jobs join the board.
    const db = getMockDb();
    db.defaultUserId = 'user-ada';
    const chen = db.requests.find((request) => request.id === 'request-others')!.client;
    db.requests.push(
      buildRequest({
        id: 'request-shop',
        title: 'Online shop for handmade ceramics',
        description_html: '<p>A small shop with product pages, a cart and Stripe checkout.</p>',
        skills: ['React', 'Stripe'],
        budget_min_cents: 150_000,
        budget_max_cents: 300_000,
        client: chen,
        created_at: fixtureTime(30),
        updated_at: fixtureTime(30),
      }),
      buildRequest({
        id: 'request-landing',
        title: 'Landing page for a yoga studio',
        description_html: '<p>One page with a class timetable and a contact form.</p>',
        category: 'Design',
        skills: ['Figma', 'CSS'],
        budget_min_cents: 30_000,
        budget_max_cents: 60_000,
        client: chen,
        created_at: fixtureTime(40),
        updated_at: fixtureTime(40),
      }),
      buildRequest({
        id: 'request-data',
        title: 'Clean up a shop sales spreadsheet',
        description_html: '<p>Merge three years of sales exports and chart them.</p>',
        category: 'Data',
        skills: ['Python', 'Excel'],
        budget_type: 'hourly',
        budget_min_cents: 3_000,
        budget_max_cents: 5_000,
        client: chen,
        created_at: fixtureTime(50),
        updated_at: fixtureTime(50),
      }),
    );
  },
} satisfies Meta<typeof Jobs>;
export default meta;

type Story = StoryObj<typeof meta>;

const titles = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: /jobs?$/ }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** The open jobs, newest first, with the total. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '5 jobs' })).toBeVisible();
    await expect(titles(canvas)).toEqual([
      'Clean up a shop sales spreadsheet',
      'Landing page for a yoga studio',
      'Online shop for handmade ceramics',
      'Translate a mobile app into Chinese',
      'Build a booking page for a hair salon',
    ]);
  },
};

/** Find a job with filters: keyword, skills, sort; every step lands in the address; the sheet offers a proposal. */
export const FindWithFilters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Keywords' }), 'shop');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('heading', { name: '2 jobs' })).toBeVisible();
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('?q=shop');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Skills' }), 'React{Enter}');
    await expect(await canvas.findByRole('heading', { name: '1 job' })).toBeVisible();
    await expect(titles(canvas)).toEqual(['Online shop for handmade ceramics']);
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('?q=shop&skills=React');
    await userEvent.click(canvas.getByRole('button', { name: 'Online shop for handmade ceramics' }));
    const sheet = await within(document.body).findByRole('dialog', {
      name: 'Online shop for handmade ceramics',
    });
    await expect(
      within(sheet).getByText('A small shop with product pages, a cart and Stripe checkout.'),
    ).toBeVisible();
    await expect(within(sheet).getByRole('link', { name: 'Make a proposal' })).toHaveAttribute(
      'href',
      '/make-proposal/request-shop/new',
    );
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('?q=shop&skills=React&job=request-shop');
  },
};

/** The category is a combobox: typing narrows it, the choice lands in the address, "Any category" clears it. */
export const CategoryCombobox: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const category = await canvas.findByRole('combobox', { name: 'Category' });
    await userEvent.type(category, 'Dat');
    await userEvent.click(await canvas.findByRole('option', { name: 'Data' }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('?category=Data');
    await waitFor(() => expect(titles(canvas)).toEqual(['Clean up a shop sales spreadsheet']));
    await expect(category).toHaveValue('Data');
    await userEvent.click(category);
    await userEvent.click(await canvas.findByRole('option', { name: 'Any category' }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('');
  },
};

/** Sorted by the top of the budget; the address keeps the sort. */
export const SortedByBudget: Story = {
  args: { search: '?sort=budget_high&type=fixed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '3 jobs' })).toBeVisible();
    await expect(titles(canvas)).toEqual([
      'Online shop for handmade ceramics',
      'Build a booking page for a hair salon',
      'Landing page for a yoga studio',
    ]);
  },
};

/** Save a job, find it under Saved jobs, unsave it there. */
export const SavedJobs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = await canvas.findByRole('button', { name: 'Save Landing page for a yoga studio' });
    await userEvent.click(save);
    await expect(
      await canvas.findByRole('button', { name: 'Remove Landing page for a yoga studio from saved jobs' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Saved jobs' }));
    const unsave = await canvas.findByRole('button', {
      name: 'Remove Landing page for a yoga studio from saved jobs',
    });
    await userEvent.click(unsave);
    await expect(await canvas.findByText('No saved jobs')).toBeVisible();
  },
};

/** A job the provider already proposed on, opened from a link: the sheet links to the proposal. */
export const AlreadyProposed: Story = {
  args: { search: '?job=request-open' },
  play: async ({ canvasElement }) => {
    const sheet = await within(document.body).findByRole('dialog', {
      name: 'Build a booking page for a hair salon',
    });
    await expect(within(sheet).getByText('You already proposed.')).toBeVisible();
    await expect(within(sheet).getByRole('link', { name: 'Open your proposal' })).toHaveAttribute(
      'href',
      '/make-proposal/request-open/view',
    );
    await expect(within(canvasElement).getByText('You proposed on this job.')).toBeInTheDocument();
  },
};

/**
 * Its client opens a post an administrator hid (decision 1504): since when and why; the board no
 * longer shows it to others. Their own post offers no Report.
 */
export const HiddenPostItsClientSees: Story = {
  args: { search: '?job=request-open', currentUserId: 'user-grace' },
  beforeEach() {
    const db = getMockDb();
    db.defaultUserId = 'user-grace';
    db.requests.find((request) => request.id === 'request-open')!.hidden = {
      reason: 'Asks for payment outside Lancer.',
      hidden_at: '2026-11-20T10:00:00.000Z',
    };
  },
  play: async () => {
    const sheet = within(
      await within(document.body).findByRole('dialog', { name: 'Build a booking page for a hair salon' }),
    );
    await expect(await sheet.findByText(/Hidden by an administrator on/)).toBeVisible();
    await expect(sheet.getByText(/Asks for payment outside Lancer\./)).toBeVisible();
    await expect(sheet.queryByRole('button', { name: 'Report post' })).toBeNull();
  },
};

// proves: LAB-TRANSLATE-IN-PLACE
/** A job post (title and description) shows in the other language with one click, its original with the next. */
export const TranslateInPlace: Story = {
  args: { search: '?job=request-shop' },
  play: async () => {
    const body = within(document.body);
    const sheet = await body.findByRole('dialog', { name: 'Online shop for handmade ceramics' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Translate' }));
    await expect(
      await body.findByRole('dialog', { name: '[zh] Online shop for handmade ceramics' }),
    ).toBeVisible();
    const description = within(sheet).getByTestId('job-description');
    await expect(description).toHaveTextContent(
      '[zh] A small shop with product pages, a cart and Stripe checkout.',
    );
    await expect(description).toHaveAttribute('lang', 'zh');
    // The translated markup is sanitised: its paragraph kept.
    await expect(description.querySelector('p')).toHaveTextContent('A small shop with product pages');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show original' }));
    await expect(
      await body.findByRole('dialog', { name: 'Online shop for handmade ceramics' }),
    ).toBeVisible();
    await expect(description).toHaveTextContent(
      /^A small shop with product pages, a cart and Stripe checkout\.$/,
    );
  },
};

// proves: MSG-AI-NOT-CONFIGURED
/** Without AI the job's Translate button says so, and the post stays as it was. */
export const TranslateAiNotConfigured: Story = {
  args: { search: '?job=request-shop' },
  beforeEach({ msw }) {
    msw.use(translateTextMock.error(503, 'AI_NOT_CONFIGURED', 'AI is not configured'));
  },
  play: async () => {
    const sheet = await within(document.body).findByRole('dialog', {
      name: 'Online shop for handmade ceramics',
    });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Translate' }));
    await expect(await within(sheet).findByRole('button', { name: 'AI is not configured' })).toBeVisible();
    await expect(within(sheet).getByTestId('job-description')).toHaveTextContent(
      /^A small shop with product pages, a cart and Stripe checkout\.$/,
    );
  },
};

const reputationOf = (canvas: ReturnType<typeof within>, title: string) =>
  within(canvas.getByRole('article', { name: title })).getByLabelText('About the client');

// proves: CLIENT-REPUTATION
/** Each card tells the client's record: Grace's rating, hire rate and payments; Wei, who never hired, is a new client. */
export const ClientReputationOnCards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '5 jobs' })).toBeVisible();
    await waitFor(() =>
      expect(reputationOf(canvas, 'Build a booking page for a hair salon')).toHaveTextContent(
        /4\.0 ?\(1 review\)/,
      ),
    );
    const grace = reputationOf(canvas, 'Build a booking page for a hair salon');
    await expect(grace).toHaveTextContent('100% hire rate');
    await expect(grace).toHaveTextContent('2 payments made');
    await expect(grace).not.toHaveTextContent(/dispute/);
    const wei = reputationOf(canvas, 'Online shop for handmade ceramics');
    await expect(wei).toHaveTextContent('New client');
    await expect(wei).toHaveTextContent('No reviews yet');
    await expect(wei).toHaveTextContent('4 jobs posted');
  },
};

/** The job sheet tells the client's record figure by figure, a dispute on their projects among them. */
export const ClientWithDisputes: Story = {
  args: { search: '?job=request-open' },
  beforeEach() {
    const db = getMockDb();
    const { client, providers } = db.projects.find((project) => project.id === 'project-ongoing')!;
    db.disputes.push(buildDispute({ client, provider: providers[0]! }));
  },
  play: async ({ canvasElement }) => {
    const sheet = within(
      await within(document.body).findByRole('dialog', { name: 'Build a booking page for a hair salon' }),
    );
    const facts = within(await sheet.findByRole('region', { name: 'About the client' }));
    await expect(facts.getByText('Disputes').nextElementSibling).toHaveTextContent('1');
    await expect(facts.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(facts.getByText('Hire rate').nextElementSibling).toHaveTextContent('100% (2 jobs hired)');
    await expect(
      await within(canvasElement).findByText('1 dispute', { selector: '[data-slot=client-reputation] *' }),
    ).toBeVisible();
  },
};

/** A client with no record at all: the sheet says so rather than showing zeros as scores. */
export const NewClientSheet: Story = {
  args: { search: '?job=request-shop' },
  play: async () => {
    const sheet = within(
      await within(document.body).findByRole('dialog', { name: 'Online shop for handmade ceramics' }),
    );
    const facts = within(await sheet.findByRole('region', { name: 'About the client' }));
    await expect(facts.getByText('Rating from providers').nextElementSibling).toHaveTextContent(
      'No reviews yet',
    );
    await expect(facts.getByText('Hire rate').nextElementSibling).toHaveTextContent('No hires yet');
    await expect(facts.getByText('Payments made').nextElementSibling).toHaveTextContent('No payments yet');
  },
};

/** The client's record cannot be read: the cards show the job without it. */
export const ClientReputationFailed: Story = {
  parameters: { clientRecordsFail: true },
  beforeEach({ msw }) {
    msw.use(fetchClientReputationMock.error(500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '5 jobs' })).toBeVisible();
    await expect(canvas.queryByLabelText('About the client')).toBeNull();
  },
};

/** Values the address cannot carry are dropped: the search runs with the defaults. */
export const Validation: Story = {
  args: { search: '?type=weekly&min=-5&sort=random&page=0' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '5 jobs' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Newest first');
    await expect(canvas.getByRole('combobox', { name: 'Budget type' })).toHaveTextContent('Fixed or hourly');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(searchRequestsMock.empty(), fetchSavedJobsMock.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No jobs match')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '0 jobs' })).toBeVisible();
  },
};

export const Loading: Story = loadingStory(searchRequestsMock.loading());

export const Error: Story = errorStory(searchRequestsMock.error(500), 'Jobs could not be loaded.');

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '5 个工作' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '已收藏' })).toBeVisible();
    await waitFor(() =>
      expect(
        within(canvas.getByRole('article', { name: 'Online shop for handmade ceramics' })).getByLabelText(
          '关于客户',
        ),
      ).toHaveTextContent('新客户'),
    );
  },
};

/** Many jobs with long titles: pages of ten with the total, titles wrap. */
export const LongContent: Story = {
  beforeEach() {
    const db = getMockDb();
    const client = db.requests[3]!.client;
    for (let index = 0; index < 20; index += 1) {
      db.requests.push(
        buildRequest({
          title: `Job ${index + 1}: rebuild the customer portal of a regional insurance company with claims, documents and chat`,
          skills: ['React', 'TypeScript', 'Node', 'PostgreSQL', 'Accessibility', 'Testing'],
          client,
          created_at: fixtureTime(100 + index),
          updated_at: fixtureTime(100 + index),
        }),
      );
    }
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '25 jobs' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(args.onSearchChange).toHaveBeenLastCalledWith('?page=2'));
    await expect(await canvas.findByText(/^Job 10:/)).toBeVisible();
    // The page is pictured whole once every card has its client's record.
    await waitFor(() => expect(canvas.getAllByLabelText('About the client')).toHaveLength(10));
  },
};
