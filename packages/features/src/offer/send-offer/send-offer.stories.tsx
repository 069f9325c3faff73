import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';
import { fixtureTime } from '@lancer/api/mocks/factories/sequence';
import { sendOfferMock } from '@lancer/api/mocks/handlers/offer/send-offer';
import { fetchProfileForUserMock } from '@lancer/api/mocks/handlers/user/fetch-profile-for-user';

import { describedText, errorStory, loadingStory } from '../../lib/state-stories';
import { SendOffer } from './send-offer';

/**
 * The stories act as Grace, the demo client (the mocks' default user), offering Ada Lovelace
 * (user-ada, $45/h) a contract; the revise stories take Grace's seeded offer to Ada that Ada asked
 * changes to (offer-changes-requested: two milestones, revision 2).
 */
const meta = {
  title: 'Features/Offer/SendOffer',
  component: SendOffer,
  // The mocks' clock reads Nov 1-2, 2026: "today" for the start date a new offer begins with.
  args: { mode: 'new', providerId: 'user-ada', onSent: fn(), today: '2026-11-02' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SendOffer>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const revising = { mode: 'revise', offerId: 'offer-changes-requested' } as const;

const storedOffer = (id: string) => getMockDb().offers.find((offer) => offer.id === id);

const fillMilestone = async (
  canvas: Canvas,
  position: number,
  title: string,
  amount: string,
  due: string,
) => {
  await userEvent.type(canvas.getByLabelText(`Title of milestone ${position}`), title);
  await userEvent.type(canvas.getByLabelText(`Amount of milestone ${position}`), amount);
  await userEvent.type(canvas.getByLabelText(`Due date of milestone ${position}`), due);
};

/** Title, description and a start date other than today: what every offer needs besides its money terms. */
const fillTerms = async (canvas: Canvas, title: string, startDate = '2026-11-09') => {
  await userEvent.type(await canvas.findByLabelText(/^Offer title/), title);
  await userEvent.type(canvas.getByLabelText('Description'), 'Recipes, photos and a pickup form.');
  const start = canvas.getByLabelText(/^Start date/);
  await userEvent.clear(start);
  await userEvent.type(start, startDate);
};

/**
 * A new fixed-price offer: two milestones, the total following each amount, an expiry of 14 days;
 * sending it stores the offer (SENT) and opens its page.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Send an offer to Ada Lovelace' }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Fixed price' })).toBeChecked();
    await expect(canvas.getByLabelText(/^Start date/)).toHaveValue('2026-11-02');
    const expiry = canvas.getByRole('combobox', { name: 'Expires in' });
    await expect(expiry).toHaveTextContent('7 days');
    await fillTerms(canvas, 'A website for the bakery');
    await fillMilestone(canvas, 1, 'Design', '300', '2026-11-16');
    await userEvent.click(canvas.getByRole('button', { name: 'Add milestone' }));
    await fillMilestone(canvas, 2, 'Build', '450', '2026-11-30');
    await expect(canvas.getByText('Total: $750.00')).toBeVisible();
    await userEvent.click(expiry);
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: '14 days' }),
    );
    await expect(expiry).toHaveTextContent('14 days');
    await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(args.onSent).toHaveBeenCalledOnce());
    const sent = getMockDb().offers[0]!;
    await expect(args.onSent).toHaveBeenCalledWith(sent.id);
    await expect(sent).toMatchObject({
      provider_id: 'user-ada',
      title: 'A website for the bakery',
      status: 'SENT',
      hourly: null,
      start_date: '2026-11-09',
    });
    await expect(sent.milestones.map((milestone) => [milestone.title, milestone.amount_cents])).toEqual([
      ['Design', 30_000],
      ['Build', 45_000],
    ]);
    await expect(Date.parse(sent.expires_at) - Date.parse(sent.created_at)).toBe(14 * 24 * 60 * 60 * 1000);
  },
};

/** Hourly: Ada's own $45.00 an hour to begin with, a weekly limit, no milestones; a week at the limit shown. */
export const NewHourly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillTerms(canvas, 'Keep the order site running');
    await userEvent.click(canvas.getByRole('radio', { name: 'Hourly' }));
    await expect(canvas.queryByRole('button', { name: 'Add milestone' })).toBeNull();
    const rate = canvas.getByLabelText(/^Hourly rate/);
    await expect(rate).toHaveValue('45.00');
    await userEvent.clear(rate);
    await userEvent.type(rate, '50');
    await userEvent.type(canvas.getByLabelText(/^Weekly limit/), '12');
    await expect(canvas.getByText('Up to $600.00 a week.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(args.onSent).toHaveBeenCalledOnce());
    await expect(getMockDb().offers[0]).toMatchObject({
      hourly: { rate_cents: 5_000, weekly_limit_hours: 12 },
      milestones: [],
    });
  },
};

/**
 * Revising: the form filled in from the offer, with what Ada asked for above it and a note to her
 * below (the picture before sending; SendRevision sends it).
 */
export const Revise: Story = {
  args: revising,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Revise your offer to Ada Lovelace' }),
    ).toBeVisible();
    await expect(canvas.getByText('Ada Lovelace asked for changes')).toBeVisible();
    await expect(canvas.getByText(/Could the start be a day later too\?/)).toBeVisible();
    await expect(canvas.getByLabelText(/^Offer title/)).toHaveValue('Online ordering for the bakery');
    await expect(canvas.getByLabelText('Title of milestone 2')).toHaveValue('Online orders');
    await expect(canvas.getByLabelText('Amount of milestone 2')).toHaveValue('500.00');
    await expect(canvas.getByText('Total: $800.00')).toBeVisible();
    await expect(canvas.getByLabelText(/^Start date/)).toHaveValue('2026-11-03');
    await userEvent.type(
      canvas.getByLabelText('Note to Ada Lovelace'),
      'Moved the start a day later, as you asked.',
    );
    await expect(canvas.getByRole('button', { name: 'Send revised offer' })).toBeEnabled();
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

/**
 * Sending the revision: revision 3, SENT again with the new start date, the note in the thread, and
 * the offer's page opens.
 */
export const SendRevision: Story = {
  args: revising,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const start = await canvas.findByLabelText(/^Start date/);
    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-04');
    const second = canvas.getByLabelText('Amount of milestone 2');
    await userEvent.clear(second);
    await userEvent.type(second, '550');
    await expect(canvas.getByText('Total: $850.00')).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText('Note to Ada Lovelace'),
      'Moved the start a day later, as you asked.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send revised offer' }));
    await waitFor(() => expect(args.onSent).toHaveBeenCalledWith('offer-changes-requested'));
    const revised = storedOffer('offer-changes-requested')!;
    await expect(revised).toMatchObject({ status: 'SENT', revision: 3, start_date: '2026-11-04' });
    await expect(revised.milestones[1]?.amount_cents).toBe(55_000);
    await expect(revised.messages.at(-1)).toMatchObject({
      kind: 'revised',
      body: 'Moved the start a day later, as you asked.',
    });
  },
};

/**
 * Sending the form empty (the start date cleared too): each missing part named on its field, in the
 * reader's language; nothing is sent.
 */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByLabelText(/^Start date/));
    await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
    const title = canvas.getByLabelText(/^Offer title/);
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(describedText(title)).toContain('Please give the offer a title');
    await expect(describedText(canvas.getByLabelText('Title of milestone 1'))).toContain(
      'Please name the milestone',
    );
    await expect(describedText(canvas.getByLabelText('Amount of milestone 1'))).toContain(
      'Please type in an amount above 0',
    );
    await expect(describedText(canvas.getByLabelText('Due date of milestone 1'))).toContain(
      'Please pick a due date',
    );
    await expect(describedText(canvas.getByLabelText(/^Start date/))).toContain('Please pick a start date');
    // Fixing a field clears its message at once (the form checks again after the first send).
    await userEvent.type(title, 'A website');
    await waitFor(() => expect(title).not.toHaveAttribute('aria-invalid'));
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

/** The same on an hourly offer: a rate under $1.00 and more than 80 hours a week. */
export const HourlyValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillTerms(canvas, 'Keep the order site running');
    await userEvent.click(canvas.getByRole('radio', { name: 'Hourly' }));
    const rate = canvas.getByLabelText(/^Hourly rate/);
    await userEvent.clear(rate);
    await userEvent.type(rate, '0.50');
    await userEvent.type(canvas.getByLabelText(/^Weekly limit/), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
    await expect(describedText(rate)).toContain('Please type in a rate of at least 1.00 an hour');
    await expect(describedText(canvas.getByLabelText(/^Weekly limit/))).toContain(
      'Please type in whole hours a week, from 1 to 80',
    );
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

/**
 * The server refuses a start date in the past (400 with the field): its words on the start date,
 * every typed value kept; a later date sends.
 */
export const ServerFieldError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillTerms(canvas, 'A website for the bakery', '2026-10-01');
    await fillMilestone(canvas, 1, 'Everything', '600', '2026-11-30');
    await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
    const start = canvas.getByLabelText(/^Start date/);
    await waitFor(() => expect(start).toHaveAttribute('aria-invalid', 'true'));
    await expect(describedText(start)).toContain('The start date cannot be in the past');
    await expect(canvas.getByLabelText(/^Offer title/)).toHaveValue('A website for the bakery');
    await expect(canvas.getByLabelText('Amount of milestone 1')).toHaveValue('600');
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

/**
 * The offer expired while Grace revised it: the server's 409 says so with a way to the offer, the
 * typed values stay.
 */
export const ServerConflict: Story = {
  args: revising,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByLabelText(/^Offer title/);
    await userEvent.type(title, ', phase one');
    storedOffer('offer-changes-requested')!.expires_at = fixtureTime(-60);
    await userEvent.click(canvas.getByRole('button', { name: 'Send revised offer' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This offer has expired');
    await expect(within(alert).getByRole('link', { name: 'Open the offer' })).toHaveAttribute(
      'href',
      '/offers/offer-changes-requested',
    );
    await expect(title).toHaveValue('Online ordering for the bakery, phase one');
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

/** Nobody offers themselves a contract: the server's 400 on the provider shows above the form. */
export const OfferToSelf: Story = {
  args: { providerId: 'user-grace' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillTerms(canvas, 'A website for the bakery');
    await fillMilestone(canvas, 1, 'Everything', '600', '2026-11-30');
    await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You cannot send an offer to yourself');
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

/** While the offer is on its way the button says so and cannot be pressed again. */
export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(sendOfferMock.loading());
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillTerms(canvas, 'A website for the bakery');
    await fillMilestone(canvas, 1, 'Everything', '600', '2026-11-30');
    await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

/** An offer that is no longer open (expired unanswered) cannot be revised: said, with the way to it. */
export const NotRevisable: Story = {
  args: { mode: 'revise', offerId: 'offer-expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This offer is no longer open: it cannot be revised.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the offer' })).toHaveAttribute(
      'href',
      '/offers/offer-expired',
    );
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** An address without a provider: a way to find one instead of the form. */
export const NoProvider: Story = {
  args: { providerId: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No provider is named for this offer.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find a provider' })).toHaveAttribute('href', '/workers');
  },
};

export const Loading: Story = loadingStory(fetchProfileForUserMock.loading());

export const Error: Story = errorStory(
  fetchProfileForUserMock.error(500),
  'The offer form could not be loaded.',
);

/** In Chinese: the provider named in the heading, the choices and the missing title in Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '向 Ada Lovelace 发送邀约' }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '固定价格' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: '有效期' })).toHaveTextContent('7 天');
    await userEvent.click(canvas.getByRole('button', { name: '发送邀约' }));
    await expect(describedText(canvas.getByLabelText(/^邀约标题/))).toContain('请为邀约填写标题');
  },
};

/** The revise form in the dark theme (the phone's dark picture is Default's, decision 1920). */
export const Dark: Story = {
  args: revising,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Note to Ada Lovelace')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Fixed price' })).toBeChecked();
  },
};
