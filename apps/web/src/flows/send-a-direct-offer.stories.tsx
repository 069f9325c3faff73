import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';

import { FlowApp } from '../mocks/flow-app';
import { clickWhenReady, flowParameters, startAs, switchSide } from '../mocks/flow-start';

const adaProfile = '/providers/ada_lovelace';
const offerTitle = 'Keep the bakery menu up to date';

/** The hours page reads the hourly clock (the mocks' test clock): fixed, so its week stays the same. */
function seed() {
  getMockDb().hourlyClock = '2026-11-23T09:00:00.000Z';
}

const meta = {
  title: 'Flows/Send a direct offer',
  parameters: flowParameters,
  render: (_args, { globals }) => (
    <FlowApp
      persona={startAs(globals, 'client')}
      start={adaProfile}
      seed={seed}
      sides={[
        { as: 'client', to: adaProfile },
        { as: 'provider', to: '/offers?scope=received' },
      ]}
    />
  ),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Grace opens Ada's public profile and sends her an hourly offer without a job post, $85 an hour
 * up to 20 hours a week: the offer waits for Ada's answer (SENT). Ada finds it among the offers she
 * received, accepts it, and lands on the hours page of the project it started (decision 2202).
 */
// proves: OFFER-STATES
export const SendADirectOffer: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const wait = { timeout: 10_000 };

    await step('Open the offer form from Ada’s profile', async () => {
      // The first screen of the flow loads its lazy route: more room than each later step.
      const link = await canvas.findByRole(
        'link',
        { name: 'Send an offer to Ada Lovelace' },
        { timeout: 25_000 },
      );
      await userEvent.click(link);
      await canvas.findByLabelText(/^Offer title/, {}, { timeout: 20_000 });
    });

    await step('Fill in an hourly offer and send it', async () => {
      await userEvent.type(canvas.getByLabelText(/^Offer title/), offerTitle);
      await userEvent.click(canvas.getByRole('radio', { name: 'Hourly' }));
      const rate = await canvas.findByLabelText(/^Hourly rate/, {}, wait);
      await userEvent.clear(rate);
      await userEvent.type(rate, '85');
      const limit = canvas.getByLabelText(/^Weekly limit/);
      await userEvent.clear(limit);
      await userEvent.type(limit, '20');
      await clickWhenReady(() => canvas.findByRole('button', { name: 'Send offer' }, wait));
    });

    await step('See the offer sent, waiting for Ada', async () => {
      await expect(
        await canvas.findByRole('heading', { name: offerTitle, level: 1 }, { timeout: 20_000 }),
      ).toBeVisible();
      await expect(await canvas.findByText('Waiting for Ada Lovelace to answer.')).toBeVisible();
      await expect(canvas.getByText(/\/hour, up to 20 hours a week/)).toBeVisible();
    });

    await step('As Ada, open the offer and accept it', async () => {
      await switchSide(canvas, 'Ada Lovelace, a provider');
      await userEvent.click(await canvas.findByRole('link', { name: offerTitle }, { timeout: 20_000 }));
      await clickWhenReady(() => canvas.findByRole('button', { name: 'Accept offer' }, { timeout: 20_000 }));
    });

    await step('Land on the hours page of the new project', async () => {
      await expect(await canvas.findByText('This week: 0 of 20 h', {}, { timeout: 20_000 })).toBeVisible();
    });
  },
};
