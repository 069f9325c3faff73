import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { buildProductCollaborator, buildProductInvite } from '@lancer/api/mocks/factories/product';
import { buildUserSummary } from '@lancer/api/mocks/factories/user';
import { fetchProductCollaboratorsMock } from '@lancer/api/mocks/handlers/product/fetch-product-collaborators';
import { inviteProductCollaboratorMock } from '@lancer/api/mocks/handlers/product/invite-product-collaborator';

import { blurActive } from '../story-actions';
import { Collaborators } from './collaborators';

import { describedText, errorStory } from '../../lib/state-stories';

const meta = {
  title: 'Features/Products/Collaborators',
  component: Collaborators,
  args: { productId: 'product-salon', isOwner: true },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Collaborators>;
export default meta;

type Story = StoryObj<typeof meta>;

const members = (canvas: ReturnType<typeof within>) => canvas.findByRole('list', { name: 'Members' });
const invites = (canvas: ReturnType<typeof within>) => canvas.findByRole('list', { name: 'Pending invites' });

/** The demo product (stateful mocks): the owner first, collaborators with their roles, one pending invite. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await members(canvas)).getAllByRole('listitem');
    await expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Grace HopperOwner',
      'Ada LovelaceCollaborator',
      'Wei ChenCollaborator',
    ]);
    await expect(within(rows[0]!).queryByRole('button')).toBeNull();
    await expect(within(rows[1]!).getByRole('button', { name: 'Remove Ada Lovelace' })).toBeVisible();
    await expect(within(await invites(canvas)).getByText('dana@example.com')).toBeVisible();
  },
};

/** Invite by email without an account (a pending invite), then by user ID... already a member says so. */
export const Invite: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await members(canvas);
    const field = canvas.getByLabelText(/^Email or user ID/);
    await userEvent.type(field, 'new.person@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await expect(await within(await invites(canvas)).findByText('new.person@example.com')).toBeVisible();
    // The form clears once the save settles, which may be after the list shows the new row.
    await waitFor(() => expect(canvas.getByLabelText(/^Email or user ID/)).toHaveValue(''));
    await userEvent.type(canvas.getByLabelText(/^Email or user ID/), 'ada_lovelace');
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await expect(await canvas.findByText('Already a member of this product')).toBeVisible();
    await expect(canvas.getByLabelText(/^Email or user ID/)).toHaveValue('ada_lovelace');
    blurActive();
  },
};

/** Remove asks first; confirming takes the collaborator off the list. */
export const RemoveWithConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Ada Lovelace' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await expect(dialog.getByText('Remove Ada Lovelace?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(canvas.getByRole('list', { name: 'Members' })).not.toHaveTextContent('Ada Lovelace'),
    );
    blurActive();
  },
};

/** The owner withdraws a pending invite. */
export const WithdrawInvite: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Withdraw the invite to dana@example.com' }),
    );
    await expect(await canvas.findByText('No pending invites.')).toBeVisible();
  },
};

/** A collaborator sees the members but cannot invite or remove. */
export const AsCollaborator: Story = {
  args: { isOwner: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await members(canvas);
    await expect(canvas.getByText('Only the owner invites and removes collaborators.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await expect(canvas.queryByLabelText(/^Email or user ID/)).toBeNull();
  },
};

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await members(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await expect(await canvas.findByText('Please type in an email or a Lancer user ID')).toBeVisible();
    blurActive();
  },
};

/** The server refuses the invitee (VALIDATION_FAILED with fields): its message sits on the field, the text stays. */
export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      inviteProductCollaboratorMock.validationError(
        { invitee: 'This email address cannot receive mail' },
        'invitee: This email address cannot receive mail',
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await members(canvas);
    const field = canvas.getByLabelText(/^Email or user ID/);
    await userEvent.type(field, 'nobody@example.invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(describedText(field)).toContain('This email address cannot receive mail');
    await expect(field).toHaveValue('nobody@example.invalid');
    blurActive();
  },
};

/** Only the owner, no invites: a product nobody has joined yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchProductCollaboratorsMock.success({
        collaborators: [
          buildProductCollaborator({
            user: buildUserSummary({ first_name: 'Grace', last_name: 'Hopper', flid: 'grace_hopper' }),
            role: 'owner',
          }),
        ],
        invites: [],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No pending invites.')).toBeVisible();
    await expect(within(await members(canvas)).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProductCollaboratorsMock.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const Error: Story = errorStory(
  fetchProductCollaboratorsMock.error(500),
  'The collaborators could not be loaded.',
);

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: '成员' })).toHaveTextContent('所有者');
    await expect(canvas.getByRole('button', { name: '邀请' })).toBeVisible();
  },
};

export const LongContent: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchProductCollaboratorsMock.success({
        collaborators: [
          buildProductCollaborator({
            user: buildUserSummary({ first_name: 'Grace', last_name: 'Hopper' }),
            role: 'owner',
          }),
          buildProductCollaborator({
            user: buildUserSummary({
              user_id: 'u-long',
              first_name: 'Maximiliana Josefina',
              last_name: 'Featherstonehaugh-Wolfeschlegelsteinhausenbergerdorff',
              flid: 'maximiliana_featherstonehaugh_wolfeschlegelsteinhausenbergerdorff',
            }),
          }),
        ],
        invites: [
          buildProductInvite({
            id: 'i-long',
            email: 'a.very.long.email.address.for.a.salon.partner@subdomain.example-salon-suite.com',
          }),
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await members(canvas);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
