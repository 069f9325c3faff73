import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { FlowApp } from '../mocks/flow-app';
import { flowParameters, startAs, switchSide } from '../mocks/flow-start';

const conversation = '/messages/conversation-ada';

/** A small screenshot of a broken page, as the client would paste or pick it. */
function screenshot() {
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 80;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#f8fafc';
  context.fillRect(0, 0, 120, 80);
  context.fillStyle = '#dc2626';
  context.fillRect(10, 30, 100, 20);
  const base64 = canvas.toDataURL('image/png').split(',')[1]!;
  return new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], 'checkout-error.png', {
    type: 'image/png',
  });
}

const meta = {
  title: 'Flows/A question, a screenshot, an answer',
  parameters: flowParameters,
  render: (_args, { globals }) => (
    <FlowApp
      persona={startAs(globals, 'client')}
      start={conversation}
      sides={[
        { as: 'provider', to: conversation },
        { as: 'client', to: conversation },
      ]}
    />
  ),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Grace asks Ada on /messages whether the checkout works, and attaches a screenshot of the error
 * (uploaded first, then sent with her text). Ada sees the thumbnail, opens it in the viewer and
 * answers; Grace reads the answer under her screenshot (decision 1604).
 */
export const AQuestionAScreenshotAnAnswer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first page of the flow loads its route's code: room for a loaded machine.
    const log = within(await canvas.findByRole('log', { name: 'Messages' }, { timeout: 30_000 }));
    await canvas.findByText('Online', {}, { timeout: 10_000 });
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Message' }),
      'Does the checkout work for you?{Enter}',
    );
    await log.findByText('Does the checkout work for you?');
    const input = canvasElement.querySelector<HTMLInputElement>('input[data-slot="chat-composer-files"]')!;
    await userEvent.upload(input, screenshot());
    const attached = within(await canvas.findByRole('list', { name: 'Attached files' }));
    await waitFor(() => expect(attached.getByRole('listitem')).toHaveAttribute('data-status', 'done'), {
      timeout: 10_000,
    });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'This is what I see.{Enter}');
    await expect(
      await log.findByRole('button', { name: 'Open image checkout-error.png' }, { timeout: 10_000 }),
    ).toBeVisible();

    await switchSide(canvas, 'Ada Lovelace, a provider');
    const adaLog = within(await canvas.findByRole('log', { name: 'Messages' }, { timeout: 10_000 }));
    await userEvent.click(
      await adaLog.findByRole('button', { name: 'Open image checkout-error.png' }, { timeout: 10_000 }),
    );
    const viewer = within(await screen.findByRole('dialog', { name: 'checkout-error.png' }));
    const image = viewer.getByRole('img', { name: 'checkout-error.png' });
    await waitFor(() => expect(image).toHaveProperty('complete', true));
    await userEvent.click(viewer.getByRole('button', { name: 'Close' }));
    await canvas.findByText('Online', {}, { timeout: 10_000 });
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Message' }),
      'Found it: the tax field was empty. Fixed, please try again.{Enter}',
    );
    await adaLog.findByText('Found it: the tax field was empty. Fixed, please try again.');

    await switchSide(canvas, 'Grace Hopper, a client');
    const graceLog = within(await canvas.findByRole('log', { name: 'Messages' }, { timeout: 10_000 }));
    await expect(
      await graceLog.findByText(
        'Found it: the tax field was empty. Fixed, please try again.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(graceLog.getByRole('button', { name: 'Open image checkout-error.png' })).toBeVisible();
  },
};
