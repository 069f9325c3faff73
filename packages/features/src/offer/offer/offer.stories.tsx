import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import type { StoredOffer } from '@lancer/api/mocks/db/mock-db';
import { getMockDb } from '@lancer/api/mocks/db/store';
import { fixtureTime } from '@lancer/api/mocks/factories/sequence';
import { fetchOfferMock } from '@lancer/api/mocks/handlers/offer/fetch-offer';
import { withdrawOfferMock } from '@lancer/api/mocks/handlers/offer/withdraw-offer';
import { OFFER_EXPIRED_MESSAGE, STALE_OFFER_MESSAGE } from '@lancer/api/rules/offer';

import { errorStory, loadingStory } from '../../lib/state-stories';
import { Offer } from './offer';

/**
 * The demo's offers (mocks/db/seed/offer.ts) are Grace's (a client) to Ada (a provider): an hourly
 * one waiting for Ada's answer, a fixed one Ada asked changes to, one expired; and one to Wei Chen
 * that he accepted. The mocks act as Grace unless a story acts as Ada.
 */
const meta = {
  title: 'Features/Offer/Offer',
  component: Offer,
  args: { offerId: 'offer-hourly-sent', onProjectStarted: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Offer>;
export default meta;

type Story = StoryObj<typeof meta>;

const actAsProvider = () => {
  getMockDb().defaultUserId = 'user-ada';
};

const storedOffer = (id: string) => getMockDb().offers.find((offer) => offer.id === id)!;

/** A copy of the fixed offer Ada asked changes to, as it ended: `status` and the last entries given. */
function addEndedOffer(id: string, overrides: Partial<StoredOffer>) {
  const db = getMockDb();
  const base = storedOffer('offer-changes-requested');
  db.offers.unshift({
    ...base,
    id,
    title: 'Rebuild the bakery’s loyalty card',
    revision: 1,
    messages: [],
    ...overrides,
  });
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Ada reads Grace's hourly offer: the rate and weekly limit, the start and expiry; accept, ask or decline. */
export const Default: Story = {
  beforeEach: actAsProvider,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Keep the bakery’s order site running' }),
    ).toBeVisible();
    await expect(canvas.getByText('Offer from')).toBeVisible();
    await expect(canvas.getByText('Grace Hopper')).toBeVisible();
    await expect(canvas.getByText('Sent')).toBeVisible();
    const terms = canvas.getByRole('region', { name: 'Terms' });
    await expect(within(terms).getByText('· $60/hour, up to 10 hours a week')).toBeVisible();
    await expect(within(terms).getByText('November 4, 2026')).toBeVisible();
    await expect(within(terms).getByText('Expires')).toBeVisible();
    await expect(within(terms).getByText('Nov 15, 2026, 9:40 AM')).toBeVisible();
    // An hourly offer has no milestones.
    await expect(within(terms).queryByRole('table')).toBeNull();
    const next = canvas.getByRole('region', { name: 'What next' });
    await expect(within(next).getByRole('button', { name: 'Accept offer' })).toBeEnabled();
    await expect(within(next).getByRole('button', { name: 'Ask for changes' })).toBeVisible();
    await expect(within(next).getByRole('button', { name: 'Decline' })).toBeVisible();
    // The client's actions are not the provider's.
    await expect(within(next).queryByRole('link', { name: 'Revise offer' })).toBeNull();
    await expect(within(next).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    await expect(
      within(canvas.getByRole('region', { name: 'History' })).getByText('Grace Hopper sent the offer'),
    ).toBeVisible();
  },
};

/** Accepting sends the revision read: the offer is ACCEPTED and the app goes to the new project's hours. */
export const Accept: Story = {
  beforeEach: actAsProvider,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept offer' }));
    await waitFor(() => expect(args.onProjectStarted).toHaveBeenCalledOnce());
    const stored = storedOffer('offer-hourly-sent');
    await expect(stored.status).toBe('ACCEPTED');
    await expect(args.onProjectStarted).toHaveBeenCalledWith(`/project-hours/${stored.project_id}`);
    await expect(await canvas.findByText('Accepted')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the project' })).toHaveAttribute(
      'href',
      `/project-hours/${stored.project_id}`,
    );
  },
};

/**
 * The client revised the offer while Ada read it: accepting the version she read is refused, the
 * page says why and reloads with the new version, and nothing is accepted.
 */
export const AcceptRefused: Story = {
  beforeEach: actAsProvider,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const accept = await canvas.findByRole('button', { name: 'Accept offer' });
    await expect(canvas.getByText('· $60/hour, up to 10 hours a week')).toBeVisible();
    // Grace revises meanwhile: a lower rate, version 2.
    const stored = storedOffer('offer-hourly-sent');
    Object.assign(stored, { revision: 2, hourly: { rate_cents: 5_500, weekly_limit_hours: 12 } });
    stored.messages.push({
      id: 'offer-message-revised',
      author_id: 'user-grace',
      kind: 'revised',
      body: 'A lower rate, for more hours.',
      revision: 2,
      created_at: fixtureTime(45),
    });
    await userEvent.click(accept);
    const next = canvas.getByRole('region', { name: 'What next' });
    await expect(await within(next).findByText('The offer could not be accepted')).toBeVisible();
    await expect(within(next).getByText(STALE_OFFER_MESSAGE)).toBeVisible();
    // The new version shows; the message stays until the next try.
    await expect(await canvas.findByText('Revised offer · version 2')).toBeVisible();
    await expect(canvas.getByText('· $55/hour, up to 12 hours a week')).toBeVisible();
    await expect(canvas.getByText('A lower rate, for more hours.')).toBeVisible();
    await expect(args.onProjectStarted).not.toHaveBeenCalled();
    await expect(stored.status).toBe('SENT');
  },
};

/** Ada asked for changes twice (the client revised once between): the thread, oldest first; she may only decline now. */
export const ChangesRequested: Story = {
  args: { offerId: 'offer-changes-requested' },
  beforeEach: actAsProvider,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Changes requested')).toBeVisible();
    await expect(canvas.getByText('Revised offer · version 2')).toBeVisible();
    const next = canvas.getByRole('region', { name: 'What next' });
    await expect(
      within(next).getByText('You asked for changes. Waiting for Grace Hopper to revise the offer.'),
    ).toBeVisible();
    await expect(within(next).queryByRole('button', { name: 'Accept offer' })).toBeNull();
    await expect(within(next).queryByRole('button', { name: 'Ask for changes' })).toBeNull();
    await expect(within(next).getByRole('button', { name: 'Decline' })).toBeVisible();
    const thread = within(canvas.getByRole('region', { name: 'History' }));
    const entries = thread.getAllByText(/sent the offer|asked for changes|revised the offer/);
    await expect(entries.map((entry) => entry.textContent)).toEqual([
      'Grace Hopper sent the offer',
      'You asked for changes',
      'Grace Hopper revised the offer: version 2',
      'You asked for changes',
    ]);
    await expect(thread.getByText('Moved it a week later and raised it to $500.')).toBeVisible();
    // The milestones, their due dates and the total.
    const table = canvas.getByRole('table', { name: 'Milestones' });
    await expect(within(table).getByRole('row', { name: /^Online orders/ })).toHaveTextContent(
      'Nov 25, 2026$500',
    );
    await expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('$800');
  },
};

/** Grace, the client, on her offer waiting for Ada: revise it (the send form) or withdraw it. */
export const AsClient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Offer to')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Profile of Ada Lovelace' })).toHaveAttribute(
      'href',
      '/providers/ada_lovelace',
    );
    const next = canvas.getByRole('region', { name: 'What next' });
    await expect(within(next).getByText('Waiting for Ada Lovelace to answer.')).toBeVisible();
    await expect(within(next).getByRole('link', { name: 'Revise offer' })).toHaveAttribute(
      'href',
      '/offers/offer-hourly-sent/revise',
    );
    await expect(within(next).getByRole('button', { name: 'Withdraw' })).toBeVisible();
    await expect(within(next).queryByRole('button', { name: 'Accept offer' })).toBeNull();
    await expect(
      within(canvas.getByRole('region', { name: 'History' })).getByText('You sent the offer'),
    ).toBeVisible();
  },
};

/** Wei Chen accepted Grace's offer: the project it started is a link away. */
export const Accepted: Story = {
  args: { offerId: 'offer-accepted' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Accepted')).toBeVisible();
    await expect(canvas.getByText('Wei Chen accepted this offer: the project has started.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the project' })).toHaveAttribute(
      'href',
      '/projects?project=project-done',
    );
    await expect(canvas.queryByRole('link', { name: 'Revise offer' })).toBeNull();
    await expect(canvas.queryByText('Expires')).toBeNull();
  },
};

/** Ada declined with a reason: it closes the thread. */
export const Declined: Story = {
  args: { offerId: 'offer-declined' },
  beforeEach() {
    addEndedOffer('offer-declined', {
      status: 'DECLINED',
      decline_reason: 'I am booked until spring.',
      messages: [
        {
          id: 'offer-message-declined',
          author_id: 'user-ada',
          kind: 'declined',
          body: 'I am booked until spring.',
          revision: 1,
          created_at: fixtureTime(37),
        },
      ],
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ada Lovelace declined this offer.')).toBeVisible();
    await expect(canvas.getByText('Declined')).toBeVisible();
    const thread = within(canvas.getByRole('region', { name: 'History' }));
    await expect(thread.getByText('Ada Lovelace declined the offer')).toBeVisible();
    await expect(thread.getByText('I am booked until spring.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  },
};

/** Grace withdrew it: Ada reads who did, and has nothing left to answer. */
export const Withdrawn: Story = {
  args: { offerId: 'offer-withdrawn' },
  beforeEach() {
    actAsProvider();
    addEndedOffer('offer-withdrawn', { status: 'WITHDRAWN' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Grace Hopper withdrew this offer.')).toBeVisible();
    await expect(canvas.getByText('Withdrawn')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept offer' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Decline' })).toBeNull();
  },
};

/** Unanswered past its expiry: it says when it expired, and nobody can act on it. */
export const Expired: Story = {
  args: { offerId: 'offer-expired' },
  beforeEach: actAsProvider,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This offer expired before it was answered.')).toBeVisible();
    const terms = canvas.getByRole('region', { name: 'Terms' });
    await expect(within(terms).getByText('Expired')).toBeVisible();
    await expect(within(terms).getByText('Oct 29, 2026, 9:00 AM')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept offer' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Decline' })).toBeNull();
  },
};

/** "Ask for changes" wants a message: an empty one is refused on its field, in the dialog. */
export const AskForChangesDialog: Story = {
  beforeEach: actAsProvider,
  parameters: { visual: { subject: 'dialog' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask for changes' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Ask for changes' });
    await expect(
      within(dialog).getByText('Tell Grace Hopper what should change. The offer waits until they revise it.'),
    ).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('What should change'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await expect(await within(dialog).findByText('Please say what should change')).toBeVisible();
    await expect(within(dialog).getByLabelText('What should change')).toHaveAttribute('aria-invalid', 'true');
    await expect(storedOffer('offer-hourly-sent').status).toBe('SENT');
  },
};

/** Asking for changes: the request joins the thread, the offer waits for the client, Accept goes. */
export const AskForChanges: Story = {
  beforeEach: actAsProvider,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask for changes' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Ask for changes' });
    await userEvent.type(
      within(dialog).getByLabelText('What should change'),
      'Could it be 12 hours a week from December?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    const thread = within(canvas.getByRole('region', { name: 'History' }));
    await expect(await thread.findByText('You asked for changes')).toBeVisible();
    await expect(thread.getByText('Could it be 12 hours a week from December?')).toBeVisible();
    await expect(canvas.getByText('Changes requested')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept offer' })).toBeNull();
    await expect(storedOffer('offer-hourly-sent').status).toBe('CHANGES_REQUESTED');
  },
};

/**
 * The offer expired while Ada wrote: the refusal shows in the dialog with her words kept, and the
 * page behind reloads as Expired.
 */
export const AskForChangesExpired: Story = {
  beforeEach: actAsProvider,
  parameters: { visual: { subject: 'dialog' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask for changes' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Ask for changes' });
    const message = within(dialog).getByLabelText('What should change');
    await userEvent.type(message, 'Could it be 12 hours a week?');
    storedOffer('offer-hourly-sent').expires_at = fixtureTime(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await expect(await within(dialog).findByText('Your request could not be sent')).toBeVisible();
    await expect(within(dialog).getByText(OFFER_EXPIRED_MESSAGE)).toBeVisible();
    // The page behind reloads as Expired; the dialog stays open with Ada's words.
    await expect(await canvas.findByText('This offer expired before it was answered.')).toBeInTheDocument();
    await expect(within(dialog).getByText(OFFER_EXPIRED_MESSAGE)).toBeVisible();
    await expect(message).toBeVisible();
    await expect(message).toHaveValue('Could it be 12 hours a week?');
  },
};

/** Decline asks for an optional reason, in a dialog. */
export const DeclineDialog: Story = {
  beforeEach: actAsProvider,
  parameters: { visual: { subject: 'dialog' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Decline this offer?' });
    await expect(
      within(dialog).getByText('Grace Hopper sees that you declined. You cannot undo it.'),
    ).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'I am booked until spring.');
    await expect(within(dialog).getByRole('button', { name: 'Decline the offer' })).toBeEnabled();
  },
};

/** Declining with a reason: the offer is DECLINED, the reason closes the thread. */
export const Decline: Story = {
  beforeEach: actAsProvider,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Decline this offer?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'I am booked until spring.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline the offer' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('You declined this offer.')).toBeVisible();
    const thread = within(canvas.getByRole('region', { name: 'History' }));
    await expect(thread.getByText('You declined the offer')).toBeVisible();
    await expect(thread.getByText('I am booked until spring.')).toBeVisible();
    await expect(storedOffer('offer-hourly-sent').decline_reason).toBe('I am booked until spring.');
  },
};

/** Grace withdraws after confirming: WITHDRAWN, and her actions go. */
export const WithdrawDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Withdraw this offer?' });
    await expect(
      within(dialog).getByText('Ada Lovelace can no longer accept it. You cannot undo it.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw the offer' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(await canvas.findByText('You withdrew this offer.')).toBeVisible();
    await expect(canvas.getByText('Withdrawn')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Revise offer' })).toBeNull();
  },
};

/** The offer was answered meanwhile: the refusal shows in the dialog, which stays open. */
export const WithdrawRefused: Story = {
  parameters: { visual: { subject: 'dialog' } },
  beforeEach({ msw }) {
    msw.use(
      withdrawOfferMock.error(
        409,
        'INVALID_STATE_TRANSITION',
        'Cannot withdraw on an offer that is ACCEPTED',
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Withdraw this offer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw the offer' }));
    await expect(
      await within(dialog).findByText(
        'The offer could not be withdrawn: Cannot withdraw on an offer that is ACCEPTED',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = loadingStory(fetchOfferMock.loading());

export const Error: Story = errorStory(fetchOfferMock.error(500), 'This offer could not be loaded.');

/** An offer that does not exist, or is someone else's: the server answers 404 to both. */
export const NotFound: Story = {
  args: { offerId: 'offer-missing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Offer not found' })).toBeVisible();
    await expect(
      canvas.getByText('This offer does not exist, or it was not sent to you or by you.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All offers' })).toHaveAttribute('href', '/offers');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  beforeEach: actAsProvider,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '接受邀约' })).toBeVisible();
    await expect(canvas.getByText('邀约来自')).toBeVisible();
    await expect(canvas.getByText('· US$60/小时，每周最多 10 小时')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '条款' })).toBeVisible();
  },
};

/**
 * At 390 px: Grace on the fixed offer Ada asked changes to, what Ada asked for last above her
 * actions; the milestones table fits the screen.
 */
export const Phone: Story = {
  args: { offerId: 'offer-changes-requested' },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Revise offer' })).toBeVisible();
    // What Ada asked for last, where Grace decides.
    const next = within(canvas.getByRole('region', { name: 'What next' }));
    await expect(next.getByText('What Ada Lovelace asked for')).toBeVisible();
    await expect(next.getByText(/^Thanks! Could the start be a day later too\?/)).toBeVisible();
    const page = canvasElement.querySelector<HTMLElement>('[class~="@container"]')!;
    await expect(page.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach: actAsProvider,
  play: Default.play,
};
