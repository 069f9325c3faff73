import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';
import { buildOffer } from '@lancer/api/mocks/factories/offer';
import { fetchOffersMock } from '@lancer/api/mocks/handlers/offer/fetch-offers';

import { errorStory, loadingStory } from '../../lib/state-stories';
import { Offers } from './offers';

/**
 * Grace (a client, the mocks' default) sent Ada three offers (waiting, changes asked, expired) and
 * Wei Chen one he accepted (mocks/db/seed/offer.ts). Ada received Grace's three.
 */
const meta = {
  title: 'Features/Offer/Offers',
  component: Offers,
  args: { onScopeChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Offers>;
export default meta;

type Story = StoryObj<typeof meta>;

const actAsProvider = () => {
  getMockDb().defaultUserId = 'user-ada';
};

/** Ada's offers received, newest first: who from, the terms, the status, when an open one expires. */
export const Default: Story = {
  beforeEach: actAsProvider,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Received' })).toHaveAttribute('aria-selected', 'true');
    const list = await canvas.findByRole('list', { name: 'Offers received' });
    const rows = within(list).getAllByRole('article');
    await expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Keep the bakery’s order site running',
      'Online ordering for the bakery',
      'Photos of the new cakes',
    ]);
    const hourly = within(rows[0]!);
    await expect(hourly.getByRole('link', { name: 'Keep the bakery’s order site running' })).toHaveAttribute(
      'href',
      '/offers/offer-hourly-sent',
    );
    await expect(hourly.getByText('From Grace Hopper')).toBeVisible();
    await expect(hourly.getByText('$60/hour, up to 10 hours a week')).toBeVisible();
    await expect(hourly.getByText('Sent')).toBeVisible();
    await expect(hourly.getByText('Expires Nov 15, 2026')).toBeVisible();
    const fixed = within(rows[1]!);
    await expect(fixed.getByText('From Grace Hopper · Version 2')).toBeVisible();
    await expect(fixed.getByText('$800 fixed price, 2 milestones')).toBeVisible();
    await expect(fixed.getByText('Changes requested')).toBeVisible();
    const expired = within(rows[2]!);
    await expect(expired.getByText('Expired')).toBeVisible();
    await expect(expired.queryByText(/^Expires/)).toBeNull();
  },
};

/** Grace's offers sent: each names its provider; the tab picked goes to the app (the address keeps it). */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Grace received none.
    await expect(await canvas.findByText('No offers yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Sent' }));
    await expect(args.onScopeChange).toHaveBeenCalledWith('sent');
    const list = await canvas.findByRole('list', { name: 'Offers sent' });
    await expect(within(list).getAllByRole('article')).toHaveLength(4);
    const accepted = within(
      within(list).getByRole('article', { name: 'Migrate a WordPress blog to a static site' }),
    );
    await expect(accepted.getByText('To Wei Chen')).toBeVisible();
    await expect(accepted.getByText('Accepted')).toBeVisible();
    await expect(accepted.getByText('$1,100 fixed price, 1 milestone')).toBeVisible();
  },
};

/** Nothing received, nothing sent: each tab says what to do next. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchOffersMock.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No offers yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Update your work profile' })).toHaveAttribute(
      'href',
      '/work',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Sent' }));
    await expect(
      await canvas.findByText(
        'Offer a provider a contract without posting a job: find one on Workers and send them an offer.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find talent' })).toHaveAttribute('href', '/workers');
  },
};

/** More offers than a page: 20 show, "Load more" brings the rest (LIST-LOAD-MORE). */
// proves: LIST-LOAD-MORE
export const MoreThanAPage: Story = {
  // The page grows three screens tall, and a picture that tall paints only its first screen.
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(
      fetchOffersMock.pages(
        Array.from({ length: 22 }, (_, index) =>
          buildOffer({ id: `offer-${index + 1}`, title: `Offer number ${index + 1}` }),
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Offers received' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(20));
    await expect(canvas.getByText('Showing 20 of 22')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(22));
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const Loading: Story = loadingStory(fetchOffersMock.loading());

export const Error: Story = errorStory(fetchOffersMock.error(500), 'Your offers could not be loaded.');

export const Chinese: Story = {
  globals: { locale: 'zh' },
  beforeEach: actAsProvider,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '邀约' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '收到的' })).toBeVisible();
    await expect(await canvas.findByText('US$60/小时，每周最多 10 小时')).toBeVisible();
    await expect(canvas.getAllByText('来自 Grace Hopper')).toHaveLength(2);
  },
};

/** At 390 px: each row's status and expiry move under its terms; nothing is wider than the screen. */
export const Phone: Story = {
  beforeEach: actAsProvider,
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Offers received' });
    const page = canvasElement.querySelector<HTMLElement>('[class~="@container"]')!;
    await expect(page.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach: actAsProvider,
  play: Default.play,
};
