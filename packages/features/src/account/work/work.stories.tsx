import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { MoneyCollectingMethodType } from '@lancer/api/constants';
import { getMockDb, resetMockDb } from '@lancer/api/mocks/db/store';
import { buildUserProfile } from '@lancer/api/mocks/factories/user';
import { fetchProfileVisibilityMock } from '@lancer/api/mocks/handlers/review/fetch-profile-visibility';
import { fetchProfileMock } from '@lancer/api/mocks/handlers/user/fetch-profile';
import { confirmItsYouMock } from '@lancer/api/mocks/handlers/user/confirm-its-you';
import { fetchSecondFactorMock } from '@lancer/api/mocks/handlers/user/fetch-second-factor';
import { fetchStripeAccountLinkMock } from '@lancer/api/mocks/handlers/user/fetch-stripe-account-link';
import { updateAcceptingRequestMock } from '@lancer/api/mocks/handlers/user/update-accepting-request';
import { updateProviderSkillsMock } from '@lancer/api/mocks/handlers/user/update-provider-skills';
import { stepUpAnswer, stepUpRequired } from '@lancer/api/rules/step-up';

import { Work } from './work';

import { describedText, errorStory } from '../../lib/state-stories';

const meta = {
  title: 'Features/Account/Work',
  component: Work,
  args: { onOpenExternal: fn() },
  parameters: { layout: 'fullscreen' },
  async afterEach({ canvasElement }) {
    // The portfolio loads on its own (decision 1370): pictured once it has.
    const editor = canvasElement.querySelector('[data-slot=portfolio-editor]');
    if (editor) await waitFor(() => expect(editor.getAttribute('data-state')).not.toBe('loading'));
  },
} satisfies Meta<typeof Work>;
export default meta;

type Story = StoryObj<typeof meta>;

const readyProvider = buildUserProfile({
  user_id: 'user-ada',
  flid: 'ada_lovelace',
  hourly: 45,
  accepting_request: true,
  ready_to_receive_money: true,
  card_linked: true,
});
const newcomer = buildUserProfile({ user_id: 'user-grace', flid: 'grace_hopper' });
const allMethods = buildUserProfile({ user_id: 'user-cat', hourly: 30, accepting_request: true });
allMethods.finance.income.bank_account.money_collecting_methods = [
  { type: MoneyCollectingMethodType.UNSPECIFIED, setup: false, verified: false },
  { type: MoneyCollectingMethodType.MARKED_AS_PAID, setup: true, verified: false },
  { type: MoneyCollectingMethodType.UPLOAD_PROOF, setup: true, verified: true },
  { type: MoneyCollectingMethodType.STRIPE_CHECKOUT, setup: true, verified: false },
];

/** A ready provider: rate, switch on, linked card account. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(readyProvider));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Hourly rate (USD)')).toHaveValue('45');
    await expect(canvas.getByRole('switch', { name: 'Accept new requests' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Accept new requests' })).toBeEnabled();
    await expect(canvas.getByText('Your payment account is linked and verified.')).toBeVisible();
    await expect(canvas.getByText('Card checkout')).toBeVisible();
  },
};

/** Ada edits her skills: removes one, adds a new one; after the save the profile reads them back. */
// proves: PROVIDER-SKILLS
export const EditSkills: Story = {
  beforeEach() {
    getMockDb().defaultUserId = 'user-ada';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Remove Node.js' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Node.js' }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Your skills' }), 'Accessibility{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save skills' }));
    await expect(await canvas.findByText('Skills saved.')).toBeVisible();
    await waitFor(() =>
      expect(getMockDb().providerSkills['user-ada']).toEqual(['React', 'TypeScript', 'Accessibility']),
    );
    await expect(canvas.getByRole('button', { name: 'Remove Accessibility' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove Node.js' })).toBeNull();
  },
};

/** Saving the skills fails: the message shows and the chosen skills stay. */
export const SkillsSaveFails: Story = {
  beforeEach({ msw }) {
    getMockDb().defaultUserId = 'user-ada';
    msw.use(updateProviderSkillsMock.error(500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Your skills' }), 'Go{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save skills' }));
    await expect(await canvas.findByText('Your skills could not be saved. Try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Go' })).toBeVisible();
  },
};

/** The server refuses one skill (VALIDATION_FAILED, field skills.1): its message sits on the skills field, the skills stay. */
export const SkillsServerFieldErrors: Story = {
  beforeEach({ msw }) {
    getMockDb().defaultUserId = 'user-ada';
    msw.use(
      updateProviderSkillsMock.validationError(
        { 'skills.3': 'Name a skill, not a company' },
        'skills.3: Name a skill, not a company',
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = await canvas.findByRole('combobox', { name: 'Your skills' });
    await expect(await canvas.findByRole('button', { name: 'Remove Node.js' })).toBeVisible();
    await userEvent.type(combobox, 'Acme Corp{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save skills' }));
    await waitFor(() => expect(combobox).toHaveAttribute('aria-invalid', 'true'));
    await expect(describedText(combobox)).toContain('Name a skill, not a company');
    await expect(canvas.getByRole('button', { name: 'Remove Acme Corp' })).toBeVisible();
    await expect(canvas.queryByText('Skills saved.')).toBeNull();
  },
};

/** The four method types with their set-up and verified flags. */
export const MoneyCollectingMethods: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(allMethods));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('UnspecifiedNot set upNot verified');
    await expect(rows[2]).toHaveTextContent('Upload proofSet upVerified');
    await expect(rows[3]).toHaveTextContent('Card checkoutSet upNot verified');
    await expect(canvas.getByText('Link a payment account to receive card payments.')).toBeVisible();
  },
};

/**
 * Not ready: the switch is disabled with the reason. Setting a rate (against the stateful default
 * mocks: the demo client has no rate) switches accepting requests on and the profile reloads.
 */
export const SetRateSwitchesAcceptingOn: Story = {
  beforeEach() {
    resetMockDb();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Accept new requests' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText(/Set an hourly rate above 0 or link a payment account/)).toBeVisible();
    const rate = canvas.getByLabelText('Hourly rate (USD)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '40');
    await userEvent.click(canvas.getByRole('button', { name: 'Save rate' }));
    await expect(await canvas.findByText('Rate saved. You are accepting requests.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Accept new requests' })).toBeChecked());
    await expect(canvas.getByRole('switch', { name: 'Accept new requests' })).toBeEnabled();
    // The picture must not depend on whether the browser shows a focus ring after the click.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Ada hides her public profile: the switch turns off and says what hiding does (PROFILE-HIDE). */
export const HideProfile: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(readyProvider));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Show my public profile' });
    await expect(toggle).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Open my public profile' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(await canvas.findByText(/Your profile is hidden/)).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(canvas.queryByRole('link', { name: 'Open my public profile' })).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A hidden profile, as the settings find it. */
export const ProfileHidden: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(readyProvider),
      fetchProfileVisibilityMock.success({ flid: 'ada_lovelace', public: false }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: 'Show my public profile' })).not.toBeChecked();
    await expect(canvas.getByText(/Your profile is hidden/)).toBeVisible();
  },
};

/** A ready provider switches accepting requests off. */
export const SwitchAcceptingOff: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(readyProvider), updateAcceptingRequestMock.success({ ok: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Accept new requests' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Bad rate: the message, and the typed value stays. */
export const Validation: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(readyProvider));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rate = await canvas.findByLabelText('Hourly rate (USD)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '-5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save rate' }));
    await expect(await canvas.findByText('Type an amount from 0 to 10000')).toBeVisible();
    await expect(rate).toHaveValue('-5');
  },
};

const onboardingLink = { url: 'https://connect.example/onboard/abc', expires_at: '2026-11-21T00:05:00.000Z' };

/** The onboarding link opens the payment provider (link type account_onboarding). */
export const OpenOnboardingLink: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(newcomer), fetchStripeAccountLinkMock.success(onboardingLink));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Link payment account' }));
    await waitFor(() => expect(args.onOpenExternal).toHaveBeenCalledWith(onboardingLink.url));
  },
};

/**
 * STEP-UP: a session that signed in more than 10 minutes ago confirms it's you before the payout
 * account's link opens; then it opens.
 */
export const OnboardingLinkConfirmFirst: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(newcomer),
      fetchSecondFactorMock.success({ totp_on: false, turned_on_at: null, recovery_codes_left: 0 }),
      confirmItsYouMock.success(stepUpAnswer(false, new Date('2026-03-02T10:00:00Z'))),
      // The refusal first: it answers once, then the link behind it does.
      fetchStripeAccountLinkMock.refusedOnce(stepUpRequired('password')),
      fetchStripeAccountLinkMock.success(onboardingLink),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Link payment account' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: "Confirm it's you" }));
    await expect(args.onOpenExternal).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('Password'), 'lancer-demo-1');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onOpenExternal).toHaveBeenCalledWith(onboardingLink.url));
    await expect(canvas.queryByText('We could not open the payment provider. Try again.')).toBeNull();
  },
};

export const ReturnedFromOnboarding: Story = {
  args: { onboardingReturn: 'return' },
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(newcomer));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Welcome back\. Your payment account shows as linked/),
    ).toBeVisible();
  },
};

export const OnboardingLinkExpired: Story = {
  args: { onboardingReturn: 'refresh' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(newcomer),
      fetchStripeAccountLinkMock.error(502, 'PAYMENT_FAILED', 'Provider down'),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('That link expired. Open a new one to continue.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Link payment account' }));
    await expect(await canvas.findByText('We could not open the payment provider. Try again.')).toBeVisible();
    await expect(args.onOpenExternal).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(newcomer));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No money-collecting methods yet')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const Error: Story = errorStory(
  fetchProfileMock.error(500),
  'Your work settings could not be loaded.',
);

export const Chinese: Story = {
  globals: { locale: 'zh' },
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(newcomer));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('工作设置');
    await expect(await canvas.findByRole('switch', { name: '接受新需求' })).toBeDisabled();
    await expect(await canvas.findByRole('switch', { name: '公开我的主页' })).toBeChecked();
  },
};
