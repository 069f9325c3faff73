import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';

import { FlowApp } from '../mocks/flow-app';
import { clickWhenReady, flowParameters, startAs, switchSide } from '../mocks/flow-start';

const project = '/projects?project=project-ongoing';
const reviews = '/project-review/project-ongoing';

/** Every milestone of Grace's bakery project with Ada paid, so she can complete it. */
function payEveryMilestone() {
  for (const milestone of getMockDb().milestones.filter((one) => one.project_id === 'project-ongoing'))
    Object.assign(milestone, { status: 'PAID', paid_at: milestone.paid_at ?? milestone.funded_at });
}

const meta = {
  title: 'Flows/Complete, review and see it on the profile',
  parameters: flowParameters,
  render: (_args, { globals }) => (
    <FlowApp
      persona={startAs(globals, 'client')}
      start={project}
      seed={payEveryMilestone}
      sides={[
        { as: 'provider', to: reviews },
        { as: 'client', to: reviews },
      ]}
    />
  ),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Grace completes the bakery project with a score, follows "Reviews of this project" and reviews Ada
 * with two aspects; hers waits, blind. Ada is told she was reviewed, reviews Grace, sees both and
 * replies to Grace's. Grace opens Ada's profile from the review page and finds her review there,
 * with Ada's reply and the aspects' averages.
 */
// proves: REVIEW-ONCE, REVIEW-BLIND, REVIEW-REPLY, PROFILE-WORK
export const CompleteReviewAndSeeItOnTheProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await clickWhenReady(() =>
      canvas.findByRole('button', { name: 'Complete project' }, { timeout: 10_000 }),
    );
    const complete = within(await screen.findByRole('dialog', { name: 'Complete the project' }));
    await userEvent.type(complete.getByRole('textbox', { name: 'Score' }), '95');
    await userEvent.click(complete.getByRole('button', { name: 'Complete' }));
    await clickWhenReady(() =>
      canvas.findByRole('link', { name: 'Reviews of this project' }, { timeout: 10_000 }),
    );

    await userEvent.click(await canvas.findByRole('radio', { name: '5 stars' }, { timeout: 10_000 }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Quality: 5 stars' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Deadlines: 4 stars' }));
    await userEvent.type(canvas.getByLabelText('Public comment'), 'Lovely logo, delivered early.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(
      await canvas.findByText('Your review is in: waiting for Ada Lovelace', {}, { timeout: 10_000 }),
    ).toBeVisible();

    await switchSide(canvas, 'Ada Lovelace, a provider');
    await expect(
      await canvas.findByText('Grace Hopper has reviewed you', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByText('Lovely logo, delivered early.')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Payment: 5 stars' }));
    await userEvent.type(canvas.getByLabelText('Public comment'), 'Clear brief, quick answers.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(await canvas.findByText('Both reviews are public', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Lovely logo, delivered early.')).toBeVisible();
    // Ada answers Grace's review once it is public (REVIEW-REPLY).
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Reply to Grace Hopper' }),
      'Thank you, Grace: a joy to draw for.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Post reply' }));
    await expect(
      await canvas.findByText('Thank you, Grace: a joy to draw for.', {}, { timeout: 10_000 }),
    ).toBeVisible();

    await switchSide(canvas, 'Grace Hopper, a client');
    await expect(await canvas.findByText('Both reviews are public', {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: "Ada Lovelace's profile" }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ada Lovelace' }, { timeout: 10_000 }),
    ).toBeVisible();
    const received = await canvas.findByRole('list', { name: 'Reviews received' }, { timeout: 10_000 });
    await expect(within(received).getByText('Lovely logo, delivered early.')).toBeVisible();
    await expect(within(received).getByText('Thank you, Grace: a joy to draw for.')).toBeVisible();
    await expect(received).toHaveTextContent('Reply from Ada Lovelace');
    await expect(canvas.getByText('From 1 public review')).toBeVisible();
    // The report buttons load once the signed-in page shows (decision 1381): the picture waits for them.
    await expect(await within(received).findByRole('button', { name: 'Report review' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Average by aspect' })).toHaveTextContent('Quality5');
    // PROFILE-WORK: completed with the box left ticked, the project is listed with what it paid.
    await expect(canvas.getByRole('region', { name: 'Completed projects' })).toHaveTextContent(
      /Logo and brand colours for a bakery\$500/,
    );
  },
};
