import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { makeBakeryProjectHourly } from '@lancer/api/mocks/db/seed/hourly';
import { getMockDb } from '@lancer/api/mocks/db/store';

import { FlowApp } from '../mocks/flow-app';
import { clickWhenReady, flowParameters, startAs, switchSide } from '../mocks/flow-start';

const hours = '/project-hours/project-ongoing';

/**
 * Grace's bakery project with Ada made hourly: $85 an hour, up to 20 h a week; the hourly clock
 * (the mocks' test clock, as the server's TEST_CLOCK) stands on Monday 2026-11-23, 09:00 UTC.
 */
function hourlyBakeryProject() {
  const db = getMockDb();
  makeBakeryProjectHourly(db);
  db.hourlyClock = '2026-11-23T09:00:00.000Z';
  // No saved card in this flow: the invoice waits for Grace's Pay (decision 1402, not 1410's charge).
  delete db.billingMethods['user-grace'];
}

const meta = {
  title: 'Flows/An hourly week, start to invoice',
  parameters: flowParameters,
  render: (_args, { globals }) => (
    <FlowApp
      persona={startAs(globals, 'provider')}
      start={hours}
      seed={hourlyBakeryProject}
      sides={[
        { as: 'provider', to: hours },
        { as: 'client', to: hours },
      ]}
    />
  ),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Ada times 3 hours and logs 2 by hand; the week ends; Grace finds it waiting for her review,
 * approves it, and the week's invoice is in her payment history, with its pay action.
 */
// proves: HOURLY-BILLING-CENTS
export const AnHourlyWeek: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wait = { timeout: 10_000 };
    // The first screen of the flow loads its lazy route: more room than each later step.
    await canvas.findByText('This week: 0 of 20 h', {}, { timeout: 25_000 });
    await clickWhenReady(() => canvas.findByRole('button', { name: 'Start timer' }, wait));
    await canvas.findByText(/Timer running since/, {}, wait);
    getMockDb().hourlyClock = '2026-11-23T12:00:00.000Z';
    await clickWhenReady(() => canvas.findByRole('button', { name: 'Stop timer' }, wait));
    await canvas.findByText('This week: 3 of 20 h', {}, wait);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Hours' }), '2');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Memo' }), 'Menu photos with the baker');
    await clickWhenReady(() => canvas.findByRole('button', { name: 'Add time' }, wait));
    await canvas.findByText('This week: 5 of 20 h', {}, wait);

    // The week ends on Monday the 30th; Grace reviews it on Tuesday.
    getMockDb().hourlyClock = '2026-12-01T09:00:00.000Z';
    await switchSide(canvas, 'Grace Hopper, a client');
    await canvas.findByText('The week of November 23, 2026 is waiting for your review', {}, wait);
    await clickWhenReady(() => canvas.findByRole('button', { name: 'Review it' }, wait));
    await canvas.findByText('5 of 20 h', { exact: true }, wait);
    await clickWhenReady(() => canvas.findByRole('button', { name: 'Approve the week' }, wait));
    await expect(await canvas.findByText('Invoice of $425.00 sent', {}, wait)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'See it in payment history' }));
    await expect((await canvas.findAllByText('Hours, week of 2026-11-23', {}, wait))[0]).toBeVisible();
    // Outstanding there, with its pay action (decision 1402; the checkout page itself is the server's).
    await expect(
      await canvas.findByRole('button', { name: 'Pay Hours, week of 2026-11-23' }, wait),
    ).toBeEnabled();
  },
};
