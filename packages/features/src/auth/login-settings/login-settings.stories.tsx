import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getMockDb, resetMockDb } from '@lancer/api/mocks/db/store';
import { buildSignedInDevice } from '@lancer/api/mocks/factories/signin';
import { buildUserProfile } from '@lancer/api/mocks/factories/user';
import { fetchProfileMock } from '@lancer/api/mocks/handlers/user/fetch-profile';
import { fetchSignedInDevicesMock } from '@lancer/api/mocks/handlers/user/fetch-signed-in-devices';
import { sendEmailCodeMock } from '@lancer/api/mocks/handlers/user/send-email-code';
import { signOutDeviceMock } from '@lancer/api/mocks/handlers/user/sign-out-device';
import { signOutOtherDevicesMock } from '@lancer/api/mocks/handlers/user/sign-out-other-devices';
import { updateEmailMock } from '@lancer/api/mocks/handlers/user/update-email';
import { updateMobileMock } from '@lancer/api/mocks/handlers/user/update-mobile';
import { updateUserPasswordMock } from '@lancer/api/mocks/handlers/user/update-user-password';
import { verifyEmailWithCodeMock } from '@lancer/api/mocks/handlers/user/verify-email-with-code';
import { confirmTotpSetupMock } from '@lancer/api/mocks/handlers/user/confirm-totp-setup';
import { fetchSecondFactorMock } from '@lancer/api/mocks/handlers/user/fetch-second-factor';
import { startTotpSetupMock } from '@lancer/api/mocks/handlers/user/start-totp-setup';
import { turnOffTotpMock } from '@lancer/api/mocks/handlers/user/turn-off-totp';
import { fetchPasskeysMock } from '@lancer/api/mocks/handlers/user/fetch-passkeys';
import { fetchWebhookEndpointsMock } from '@lancer/api/mocks/handlers/webhook/fetch-webhook-endpoints';
import { finishPasskeyRegistrationMock } from '@lancer/api/mocks/handlers/user/finish-passkey-registration';
import { confirmItsYouMock } from '@lancer/api/mocks/handlers/user/confirm-its-you';
import { startPasskeyRegistrationMock } from '@lancer/api/mocks/handlers/user/start-passkey-registration';
import { stepUpAnswer, stepUpRequired } from '@lancer/api/rules/step-up';
import { passkeyRefused } from '@lancer/api/rules/passkeys';
import { wrongFactorCode } from '@lancer/api/rules/second-factor';

import { LoginSettings } from './login-settings';

const meta = {
  title: 'Features/Auth/LoginSettings',
  component: LoginSettings,
  args: { section: 'identity' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginSettings>;
export default meta;

type Story = StoryObj<typeof meta>;

const grace = buildUserProfile({
  user_id: 'user-grace',
  flid: 'grace_hopper',
  email: 'grace_hopper@example.com',
});

/** Identity: email, user ID, how you sign in, mobile. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(grace));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('grace_hopper@example.com')).toBeVisible();
    await expect(canvas.getByText('grace_hopper')).toBeVisible();
    await expect(canvas.getByText('+1 5550100')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Identity' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Mobile' })).toHaveAttribute('href', '/login/mobile');
  },
};

export const ChangePassword: Story = {
  args: { section: 'password' },
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(grace), updateUserPasswordMock.success({ signin_result: 100 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New password'), 'a-long-secret');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'a-long-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Your password is changed.')).toBeVisible();
  },
};

export const PasswordValidation: Story = {
  args: { section: 'password' },
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(grace));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Please type in your password')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New password'), 'a-long-secret');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'something-else');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('The two passwords are not matched')).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toHaveValue('a-long-secret');
  },
};

/** Change email: send a code, verify it, the email is updated. */
export const ChangeEmail: Story = {
  args: { section: 'email' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(grace),
      sendEmailCodeMock.success({ ok: true }),
      verifyEmailWithCodeMock.success({ verified: true }),
      updateEmailMock.success({ ok: true }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New email'), 'grace@new.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const code = await canvas.findByLabelText('Code sent to grace@new.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and update' }));
    await expect(await canvas.findByText('Please type in the code sent to your email')).toBeVisible();
    await userEvent.type(code, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and update' }));
    await expect(await canvas.findByText('invalid code')).toBeVisible();
    await userEvent.type(code, '3456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and update' }));
    await expect(await canvas.findByText('Your email is now grace@new.example.')).toBeVisible();
  },
};

export const EmailWrongCode: Story = {
  args: { section: 'email' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(grace),
      sendEmailCodeMock.success({ ok: true }),
      verifyEmailWithCodeMock.error(400, 'INVALID_AUTH_CODE', 'Invalid auth code'),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText('Please type in your email')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New email'), 'grace@new.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await canvas.findByLabelText('Code sent to grace@new.example'), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and update' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid auth code');
    await expect(canvas.getByLabelText('Code sent to grace@new.example')).toHaveValue('000000');
  },
};

/** Codes asked for too often (429 with Retry-After, decision 1010): how long to wait, and no code field. */
export const EmailCodeRateLimited: Story = {
  args: { section: 'email' },
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(grace), sendEmailCodeMock.rateLimited(40 * 60));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New email'), 'grace@new.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many tries. Try again in 40 minutes.',
    );
    await expect(canvas.queryByLabelText('Code sent to grace@new.example')).toBeNull();
  },
};

export const ChangeMobile: Story = {
  args: { section: 'mobile' },
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(grace), updateMobileMock.success({ ok: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = await canvas.findByLabelText('Area code');
    await expect(area).toHaveValue('+1');
    await userEvent.clear(area);
    await userEvent.type(area, '86x');
    const number = canvas.getByLabelText('Mobile number');
    await userEvent.clear(number);
    await userEvent.type(number, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Save mobile' }));
    await expect(await canvas.findByText('Like +1 or +86')).toBeVisible();
    await expect(canvas.getByText('Digits only, 4 to 15')).toBeVisible();
    await userEvent.clear(area);
    await userEvent.type(area, '+86');
    await userEvent.clear(number);
    await userEvent.type(number, '13800138000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save mobile' }));
    await expect(await canvas.findByText('Your mobile number is saved.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.error(500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your login settings could not be loaded.')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { section: 'email' },
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(grace));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '发送验证码' }));
    await expect(await canvas.findByText('请输入你的邮箱')).toBeVisible();
  },
};

/** Signed in on a Mac (this device), an iPhone and a Windows PC. */
const devices = [
  buildSignedInDevice({ id: 'session-mac', current: true, last_used_at: '2026-11-26T09:40:00.000Z' }),
  buildSignedInDevice({
    id: 'session-phone',
    browser: 'Safari',
    os: 'iOS',
    signed_in_at: '2026-11-20T18:05:00.000Z',
    last_used_at: '2026-11-25T21:12:00.000Z',
  }),
  buildSignedInDevice({
    id: 'session-office',
    browser: 'Firefox',
    os: 'Windows',
    signed_in_at: '2026-10-02T08:30:00.000Z',
    last_used_at: '2026-11-03T16:45:00.000Z',
  }),
];

/** Signed-in devices: each session, "This device" marked, a sign-out for each other one. */
export const Devices: Story = {
  args: { section: 'devices' },
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(grace), fetchSignedInDevicesMock.success({ devices }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Signed-in devices' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByText('Chrome on macOS')).toBeVisible();
    await expect(within(items[0]!).getByText('This device')).toBeVisible();
    await expect(within(items[0]!).queryByRole('button')).toBeNull();
    await expect(within(items[1]!).getByText(/Signed in Nov 20, 2026/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out Safari on iOS' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out Firefox on Windows' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Devices' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Sign out one device: it asks first, then the device leaves the list (the stateful mock). */
export const DevicesSignOut: Story = {
  args: { section: 'devices' },
  beforeEach({ msw }) {
    resetMockDb();
    msw.use(fetchProfileMock.success(grace));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // The demo client's seeded sessions: an iPhone and a Windows PC.
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out Safari on iOS' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Sign this device out?' });
    await expect(within(dialog).getByText('Safari on iOS will have to sign in again.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(canvas.queryByText('Safari on iOS')).toBeNull());
    await expect(canvas.getByText('Firefox on Windows')).toBeVisible();
  },
};

/** "Sign out everywhere else" signs out every device but this one, and says how many. */
export const DevicesSignOutOthers: Story = {
  args: { section: 'devices' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(grace),
      fetchSignedInDevicesMock.success({ devices }),
      signOutOtherDevicesMock.success({ signed_out: 2 }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Sign out every other device?' });
    await expect(
      within(dialog).getByText(
        'The 2 other devices will have to sign in again. This device stays signed in.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    await expect(await canvas.findByText('Signed out 2 other devices.')).toBeVisible();
  },
};

export const DevicesSignOutFails: Story = {
  args: { section: 'devices' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(grace),
      fetchSignedInDevicesMock.success({ devices }),
      signOutDeviceMock.error(500),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out Firefox on Windows' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }),
    );
    await expect(await canvas.findByText('That did not save. Try again.')).toBeVisible();
    await expect(canvas.getByText('Firefox on Windows')).toBeVisible();
  },
};

/** Only this device: no sign-outs to offer. */
export const DevicesOnlyThisOne: Story = {
  args: { section: 'devices' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(grace),
      fetchSignedInDevicesMock.success({ devices: devices.slice(0, 1) }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No other device is signed in.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  },
};

export const DevicesEmpty: Story = {
  args: { section: 'devices' },
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(grace), fetchSignedInDevicesMock.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No signed-in devices')).toBeVisible();
  },
};

export const DevicesLoading: Story = {
  args: { section: 'devices' },
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(grace), fetchSignedInDevicesMock.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Signed-in devices' });
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const DevicesError: Story = {
  args: { section: 'devices' },
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(grace), fetchSignedInDevicesMock.error(500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your signed-in devices could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * Opened from a new-device alert (/login/devices?session=, decision 1027): that session is marked
 * "New sign-in", its Sign out button beside it.
 */
// proves: NEW-DEVICE-ALERT
export const DevicesFromAlert: Story = {
  args: { section: 'devices', alertedSessionId: 'session-phone' },
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(grace), fetchSignedInDevicesMock.success({ devices }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Signed-in devices' });
    const marked = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.alerted);
    await expect(marked).toHaveLength(1);
    await expect(within(marked[0]!).getByText('Safari on iOS')).toBeVisible();
    await expect(within(marked[0]!).getByText('New sign-in')).toBeVisible();
    await expect(within(marked[0]!).getByRole('button', { name: 'Sign out Safari on iOS' })).toBeVisible();
    await expect(canvas.queryByText('That new sign-in is signed out')).toBeNull();
  },
};

/** "End that session": signed out (the stateful mock, the demo client's seeded iPhone), a note says so. */
// proves: NEW-DEVICE-ALERT
export const DevicesFromAlertSignOut: Story = {
  args: { section: 'devices', alertedSessionId: 'session-grace-phone' },
  beforeEach({ msw }) {
    resetMockDb();
    msw.use(fetchProfileMock.success(grace));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out Safari on iOS' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog', { name: 'Sign this device out?' })).getByRole('button', {
        name: 'Sign out',
      }),
    );
    await expect(await canvas.findByText('That new sign-in is signed out')).toBeVisible();
    await expect(canvas.queryByText('Safari on iOS')).toBeNull();
    await expect(canvas.queryByText('New sign-in')).toBeNull();
  },
};

export const DevicesFromAlertChinese: Story = {
  globals: { locale: 'zh' },
  args: { section: 'devices', alertedSessionId: 'session-phone' },
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(grace), fetchSignedInDevicesMock.success({ devices }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('iOS 上的 Safari')).toBeVisible();
    await expect(canvas.getByText('新的登录')).toBeVisible();
  },
};

export const DevicesChinese: Story = {
  globals: { locale: 'zh' },
  args: { section: 'devices' },
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(grace), fetchSignedInDevicesMock.success({ devices }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('macOS 上的 Chrome')).toBeVisible();
    await expect(canvas.getByText('本设备')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '退出其他所有设备' })).toBeVisible();
  },
};

const browsers = [
  'Chrome',
  'Safari',
  'Firefox',
  'Edge',
  'Opera',
  '',
  'Samsung Internet',
  'Chrome',
  'Safari',
  '',
];
const systems = [
  'Windows',
  'iOS',
  'Linux',
  'Windows',
  'macOS',
  'Android',
  'Android',
  'ChromeOS',
  'macOS',
  '',
];

/** Ten sessions, the names the user agents did not tell among them. */
export const ManyDevices: Story = {
  args: { section: 'devices' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(grace),
      fetchSignedInDevicesMock.success({
        devices: browsers.map((browser, index) =>
          buildSignedInDevice({
            id: `session-${index}`,
            browser,
            os: systems[index]!,
            current: index === 0,
            last_used_at: `2026-11-${String(26 - index).padStart(2, '0')}T10:00:00.000Z`,
          }),
        ),
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Signed-in devices' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByText('A browser on Android')).toBeVisible();
    await expect(canvas.getByText('Unknown device')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Sign out (?!everywhere)/ })).toHaveLength(9);
  },
};

/** SECOND-FACTOR: a fixed key, so the QR code's picture stays the same. */
const setupKey = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const setup = {
  secret: setupKey,
  otpauth_uri: `otpauth://totp/Lancer:grace_hopper%40example.com?issuer=Lancer&secret=${setupKey}&algorithm=SHA1&digits=6&period=30`,
};
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `k7m2${index}-x9qr${index}`);
const factorOff = { totp_on: false, turned_on_at: null, recovery_codes_left: 0 };
const factorOn = { totp_on: true, turned_on_at: '2026-11-20T18:05:00.000Z', recovery_codes_left: 7 };

/** Two-step verification off: one button turns it on. */
export const Security: Story = {
  args: { section: 'security' },
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(grace), fetchSecondFactorMock.success(factorOff));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Two-step verification is off/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Turn on two-step verification' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
  },
};

async function startSetup(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Turn on two-step verification' }));
  await canvas.findByRole('img', { name: 'QR code of the setup key' });
}

/** Setting up: the QR code and the key to type, and a code of it to confirm. */
export const SecuritySetup: Story = {
  args: { section: 'security' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(grace),
      fetchSecondFactorMock.success(factorOff),
      startTotpSetupMock.success(setup),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await startSetup(canvas);
    await expect(canvas.getByLabelText('Setup key')).toHaveTextContent(setupKey);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and turn on' }));
    await expect(
      await canvas.findByText('Please type in the code from your authenticator app'),
    ).toBeVisible();
  },
};

/** A wrong code while setting up: refused with the tries left; nothing is on. */
export const SecuritySetupWrongCode: Story = {
  args: { section: 'security' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(grace),
      fetchSecondFactorMock.success(factorOff),
      startTotpSetupMock.success(setup),
      confirmTotpSetupMock.refused(wrongFactorCode(4)),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await startSetup(canvas);
    await userEvent.type(canvas.getByLabelText('Code from the app'), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and turn on' }));
    await expect(await canvas.findByText('Wrong code. 4 tries left.')).toBeVisible();
  },
};

/** Turned on: the ten recovery codes, shown this once. */
export const SecurityRecoveryCodes: Story = {
  args: { section: 'security' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(grace),
      fetchSecondFactorMock.successInTurn(factorOff, { ...factorOn, recovery_codes_left: 10 }),
      startTotpSetupMock.success(setup),
      confirmTotpSetupMock.success({ recovery_codes: recoveryCodes }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await startSetup(canvas);
    await userEvent.type(canvas.getByLabelText('Code from the app'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and turn on' }));
    const list = await canvas.findByRole('list', { name: 'Recovery codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByText('Save your recovery codes')).toBeVisible();
  },
};

/** On: since when, the recovery codes left, new codes or off for a code. */
export const SecurityOn: Story = {
  args: { section: 'security' },
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(grace), fetchSecondFactorMock.success(factorOn));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('7 recovery codes left.')).toBeVisible();
    await expect(canvas.getByText(/since Nov 20, 2026/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Make new recovery codes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Turn off' })).toBeVisible();
  },
};

/** Turning off with a wrong code: refused with the tries left. */
export const SecurityTurnOffWrongCode: Story = {
  args: { section: 'security' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(grace),
      fetchSecondFactorMock.success(factorOn),
      turnOffTotpMock.refused(wrongFactorCode(1)),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText('Code from the app or a recovery code, to turn two-step verification off'),
      '000000',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
    await expect(await canvas.findByText('Wrong code. 1 try left.')).toBeVisible();
  },
};

export const SecurityLoading: Story = {
  args: { section: 'security' },
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(grace), fetchSecondFactorMock.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Two-step verification' });
    // The passkeys beside it load too: what stays loading is the two-step card alone.
    await waitFor(() => expect(canvas.getAllByRole('status', { name: 'Loading…' })).toHaveLength(1));
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const SecurityError: Story = {
  args: { section: 'security' },
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(grace), fetchSecondFactorMock.error(500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your two-step verification could not be loaded.')).toBeVisible();
  },
};

export const SecurityChinese: Story = {
  globals: { locale: 'zh' },
  args: { section: 'security' },
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(grace), fetchSecondFactorMock.success(factorOn));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('还剩 7 个恢复码。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '生成新的恢复码' })).toBeVisible();
  },
};

const laptop = {
  id: 'passkey-laptop',
  name: 'Work laptop',
  created_at: '2026-11-02T09:30:00.000Z',
  last_used_at: '2026-12-01T08:15:00.000Z',
};
const phoneKey = {
  id: 'passkey-phone',
  name: 'Phone',
  created_at: '2026-11-28T20:00:00.000Z',
  last_used_at: null,
};

const buffer = (text: string) => new TextEncoder().encode(text).buffer;

/**
 * The browser's passkey prompt, played: it makes a passkey (as the platform authenticator would,
 * the server's check mocked), or the person closes it. Put back after the story.
 */
function playPasskeyPrompt(outcome: 'made' | 'closed') {
  const original = navigator.credentials.create.bind(navigator.credentials);
  navigator.credentials.create = async () => {
    if (outcome === 'closed') throw new DOMException('The prompt was closed.', 'NotAllowedError');
    return {
      id: 'c3Rvcnk',
      rawId: buffer('story'),
      type: 'public-key',
      response: { clientDataJSON: buffer('{}'), attestationObject: buffer('story') },
      getClientExtensionResults: () => ({}),
      authenticatorAttachment: 'platform',
    } as unknown as Credential;
  };
  return () => {
    navigator.credentials.create = original;
  };
}

/** Passkeys: each named, when added and last used (or not yet), removable; a name for a new one. */
export const SecurityPasskeys: Story = {
  args: { section: 'security' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(grace),
      fetchSecondFactorMock.success(factorOff),
      fetchPasskeysMock.success({ passkeys: [phoneKey, laptop] }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your passkeys' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText(/not used yet/)).toBeVisible();
    await expect(within(list).getByText(/last used Dec 1, 2026/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove passkey Work laptop' })).toBeVisible();
  },
};

/** Removing asks first. */
export const SecurityPasskeyRemove: Story = {
  args: { section: 'security' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(grace),
      fetchSecondFactorMock.success(factorOff),
      fetchPasskeysMock.success({ passkeys: [laptop] }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove passkey Work laptop' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(within(dialog).getByText('Remove this passkey?')).toBeVisible();
    await expect(within(dialog).getByText(/“Work laptop” will no longer sign you in/)).toBeVisible();
  },
};

/** A passkey added under its name: the list shows it. */
export const SecurityPasskeyAdded: Story = {
  args: { section: 'security' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(grace),
      fetchSecondFactorMock.success(factorOff),
      fetchPasskeysMock.successInTurn({ passkeys: [] }, { passkeys: [laptop] }),
      finishPasskeyRegistrationMock.success({ ...laptop, last_used_at: null }),
    );
    return playPasskeyPrompt('made');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No passkeys yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(await canvas.findByText('Please name the passkey')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Passkey name'), 'Work laptop');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(await canvas.findByText('Passkey “Work laptop” added.')).toBeVisible();
    await canvas.findByRole('list', { name: 'Your passkeys' });
  },
};

/**
 * STEP-UP: a session that signed in more than 10 minutes ago confirms it's you (the password, on
 * an account without a factor) before a passkey is added; the passkey is then added at once.
 */
export const SecurityPasskeyConfirmFirst: Story = {
  args: { section: 'security' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(grace),
      fetchSecondFactorMock.success(factorOff),
      fetchPasskeysMock.successInTurn({ passkeys: [] }, { passkeys: [laptop] }),
      startPasskeyRegistrationMock.refusedOnce(stepUpRequired('password')),
      confirmItsYouMock.success(stepUpAnswer(false, new Date('2026-03-02T10:00:00Z'))),
      finishPasskeyRegistrationMock.success({ ...laptop, last_used_at: null }),
    );
    return playPasskeyPrompt('made');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Passkey name'), 'Work laptop');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: "Confirm it's you" }));
    await expect(dialog.getByText(/Enter your password/)).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Password'), 'lancer-demo-1');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Passkey “Work laptop” added.')).toBeVisible();
  },
};

/** The browser's prompt closed: nothing added, and it says so. */
export const SecurityPasskeyCancelled: Story = {
  args: { section: 'security' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(grace),
      fetchSecondFactorMock.success(factorOff),
      fetchPasskeysMock.success({ passkeys: [] }),
    );
    return playPasskeyPrompt('closed');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Passkey name'), 'Phone');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(
      await canvas.findByText("No passkey was made: the browser's prompt was closed."),
    ).toBeVisible();
  },
};

/** The server refused what the authenticator made. */
export const SecurityPasskeyRefused: Story = {
  args: { section: 'security' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(grace),
      fetchSecondFactorMock.success(factorOff),
      fetchPasskeysMock.success({ passkeys: [laptop] }),
      finishPasskeyRegistrationMock.refused({ ...passkeyRefused, fields: {} }),
    );
    return playPasskeyPrompt('made');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Passkey name'), 'Phone');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(await canvas.findByText('This passkey was not accepted. Try again.')).toBeVisible();
  },
};

export const SecurityPasskeysLoading: Story = {
  args: { section: 'security' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(grace),
      fetchSecondFactorMock.success(factorOff),
      fetchPasskeysMock.loading(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Passkeys' });
    // The second factor's card beside it loads too: only the passkeys stay loading.
    await waitFor(() => expect(canvas.getAllByRole('status', { name: 'Loading…' })).toHaveLength(1));
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const SecurityPasskeysError: Story = {
  args: { section: 'security' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(grace),
      fetchSecondFactorMock.success(factorOff),
      fetchPasskeysMock.error(500),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your passkeys could not be loaded.')).toBeVisible();
  },
};

export const SecurityPasskeysChinese: Story = {
  globals: { locale: 'zh' },
  args: { section: 'security' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(grace),
      fetchSecondFactorMock.success(factorOff),
      fetchPasskeysMock.success({ passkeys: [phoneKey, laptop] }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: '你的通行密钥' })).toBeVisible();
    await expect(canvas.getByText(/尚未使用/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '添加通行密钥' })).toBeVisible();
  },
};

/** The tokens section over the stateful mock: the demo client's seeded dashboard token. */
const tokensSection = {
  args: { section: 'tokens' },
  beforeEach({ msw }) {
    resetMockDb();
    msw.use(fetchProfileMock.success(grace));
  },
} satisfies Story;

/** Personal access tokens (decision 1807): the demo client's dashboard token, its scopes and dates. */
export const Tokens: Story = {
  ...tokensSection,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Personal access tokens' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(1);
    await expect(within(items[0]!).getByText('Hiring dashboard')).toBeVisible();
    await expect(within(items[0]!).getByText('request:read')).toBeVisible();
    await expect(within(items[0]!).getByText(/lat_demo…/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Revoke Hiring dashboard' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Access tokens' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Make a token: name and scopes are asked for, then its secret shows once and it joins the list. */
export const TokensCreate: Story = {
  ...tokensSection,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Personal access tokens' });
    await userEvent.click(canvas.getByRole('button', { name: 'Make token' }));
    await expect(await canvas.findByText('Name the token (up to 100 characters)')).toBeVisible();
    await expect(canvas.getByText('Choose at least one area')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Name'), 'Nightly export');
    await userEvent.selectOptions(canvas.getByLabelText('Projects'), 'read');
    await userEvent.selectOptions(canvas.getByLabelText('Payments'), 'write');
    await userEvent.selectOptions(canvas.getByLabelText('Expires'), '90');
    await userEvent.click(canvas.getByRole('button', { name: 'Make token' }));
    await expect(await canvas.findByText('Your new token')).toBeVisible();
    await expect(canvas.getByLabelText('The new token')).toHaveTextContent(/^lat_/);
    const list = canvas.getByRole('list', { name: 'Personal access tokens' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const made = within(list).getAllByRole('listitem')[0]!;
    await expect(within(made).getByText('Nightly export')).toBeVisible();
    await expect(within(made).getByText('project:read')).toBeVisible();
    await expect(within(made).getByText('payment:write')).toBeVisible();
    await expect(within(made).getByText('never used · expires', { exact: false })).toBeVisible();
  },
};

/** Revoke a token: it asks first, then the token leaves the list (the stateful mock). */
export const TokensRevoke: Story = {
  ...tokensSection,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke Hiring dashboard' }));
    await userEvent.click(await body.findByRole('button', { name: 'Revoke' }));
    await expect(await canvas.findByText('No personal access tokens')).toBeVisible();
  },
};

export const TokensChinese: Story = {
  ...tokensSection,
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: '个人访问令牌' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '创建令牌' })).toBeVisible();
  },
};

/** The webhooks section over the stateful mock: the demo client's dashboard endpoint and its log. */
const webhooksSection = {
  args: { section: 'webhooks' },
  beforeEach({ msw }) {
    resetMockDb();
    msw.use(fetchProfileMock.success(grace));
  },
} satisfies Story;

/** Webhooks (decision 1808): the demo client's endpoint, its events, its state and its secret's start. */
export const Webhooks: Story = {
  ...webhooksSection,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Webhook endpoints' });
    const [item] = within(list).getAllByRole('listitem');
    await expect(within(item!).getByText('https://hooks.example.com/lancer')).toBeVisible();
    await expect(within(item!).getByText('Enabled')).toBeVisible();
    await expect(within(item!).getByText('Payment released')).toBeVisible();
    await expect(within(item!).getByText('whsec_demo…')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The delivery log: each delivery's state and the receiver's status; one is sent again. */
export const WebhooksDeliveries: Story = {
  ...webhooksSection,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Deliveries of https://hooks.example.com/lancer' }),
    );
    const log = await canvas.findByRole('list', {
      name: 'Recent deliveries to https://hooks.example.com/lancer',
    });
    const items = within(log).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByText('Pending')).toBeVisible();
    await expect(within(items[0]!).getByText(/HTTP 503 · 2 attempts/)).toBeVisible();
    await expect(within(items[1]!).getByText('Delivered')).toBeVisible();
    await expect(within(items[1]!).getByText(/HTTP 200 · 1 attempt ·/)).toBeVisible();
    await userEvent.click(
      within(items[1]!).getByRole('button', { name: /^Send again: Payment released of / }),
    );
    await waitFor(() => expect(within(log).getAllByText('Pending')).toHaveLength(2));
  },
};

/** Add an endpoint: the URL and the events are asked for, then its secret shows once and it joins the list. */
export const WebhooksCreate: Story = {
  ...webhooksSection,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Webhook endpoints' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add endpoint' }));
    await expect(await canvas.findByText('Enter a full URL, https://…')).toBeVisible();
    await expect(canvas.getByText('Choose at least one event')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Endpoint URL'), 'https://erp.example.com/hooks/lancer');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Proposal received' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Project completed' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add endpoint' }));
    await expect(await canvas.findByText("Your endpoint's signing secret")).toBeVisible();
    await expect(canvas.getByLabelText('The signing secret')).toHaveTextContent(/^whsec_/);
    const list = canvas.getByRole('list', { name: 'Webhook endpoints' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [made] = within(list).getAllByRole('listitem');
    await expect(within(made!).getByText('https://erp.example.com/hooks/lancer')).toBeVisible();
    await expect(within(made!).getByText('Project completed')).toBeVisible();
  },
};

/** A URL the server refuses (not https): its own words, at the field. */
export const WebhooksRefused: Story = {
  ...webhooksSection,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Webhook endpoints' });
    await userEvent.type(canvas.getByLabelText('Endpoint URL'), 'ftp://files.example.com/drop');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Message received' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add endpoint' }));
    await expect(await canvas.findByText('The endpoint must use https://')).toBeVisible();
    await expect(canvas.queryByText("Your endpoint's signing secret")).toBeNull();
  },
};

/** Disable, then delete: it asks first, then the endpoint leaves the list. */
export const WebhooksDisableAndDelete: Story = {
  ...webhooksSection,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Disable https://hooks.example.com/lancer' }),
    );
    await expect(await canvas.findByText('Disabled')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Enable https://hooks.example.com/lancer' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete https://hooks.example.com/lancer' }));
    await userEvent.click(await body.findByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('No webhook endpoints')).toBeVisible();
  },
};

/** Send a test event: it is said sent, and the log opens on it, a ping first of all. */
export const WebhooksSendTestEvent: Story = {
  ...webhooksSection,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Send test event to https://hooks.example.com/lancer' }),
    );
    await expect(await canvas.findByText('Test event sent. It is first in the delivery log.')).toBeVisible();
    const log = await canvas.findByRole('list', {
      name: 'Recent deliveries to https://hooks.example.com/lancer',
    });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(4));
    const [first] = within(log).getAllByRole('listitem');
    await expect(within(first!).getByText('Test event (ping)')).toBeVisible();
    await expect(within(first!).getByText('Pending')).toBeVisible();
  },
};

/**
 * The endpoint was disabled meanwhile (in another tab): the server's refusal is said at the
 * endpoint, and the list catches up, its test event no longer offered.
 */
export const WebhooksTestEventRefused: Story = {
  ...webhooksSection,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = await canvas.findByRole('button', {
      name: 'Send test event to https://hooks.example.com/lancer',
    });
    const endpoint = getMockDb().webhookEndpoints.find(
      (one) => one.url === 'https://hooks.example.com/lancer',
    )!;
    endpoint.enabled = false;
    await userEvent.click(send);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Enable the endpoint to send it a test event',
    );
    await expect(await canvas.findByText('Disabled')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Enable https://hooks.example.com/lancer' }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Send test event to https://hooks.example.com/lancer' }),
    ).toBeNull();
    await expect(canvas.queryByText('Test event sent. It is first in the delivery log.')).toBeNull();
    await expect(canvas.queryByText('That did not save. Try again.')).toBeNull();
  },
};

/** Opens the demo endpoint's "Roll secret" dialog: the dialog and its choice of overlap. */
async function openRollDialog(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', {
      name: 'Roll secret of https://hooks.example.com/lancer',
    }),
  );
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
    name: 'Roll the signing secret',
  });
  return {
    dialog,
    overlap: within(dialog).getByRole('radiogroup', { name: 'Previous secret keeps signing' }),
  };
}

/** The roll's dialog: how long the previous secret keeps signing, 24 hours unless another is chosen. */
export const WebhooksRollSecretDialog: Story = {
  ...webhooksSection,
  parameters: { visual: { subject: 'dialog' } },
  play: async ({ canvasElement }) => {
    const { dialog, overlap } = await openRollDialog(canvasElement);
    await expect(
      within(dialog).getByText(
        'A new secret signs every delivery from now on. Keep the previous one signing beside it while you update your receiver.',
      ),
    ).toBeVisible();
    await expect(within(overlap).getAllByRole('radio')).toHaveLength(4);
    await expect(within(overlap).getByRole('radio', { name: '24 hours' })).toBeChecked();
    await expect(within(overlap).getByRole('radio', { name: 'Stop it now' })).not.toBeChecked();
    await expect(within(overlap).getByRole('radio', { name: '3 days' })).not.toBeChecked();
  },
};

/** Roll the secret, the previous one signing an hour more: the new one shows once, and until when the old one signs. */
export const WebhooksRollSecret: Story = {
  ...webhooksSection,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { dialog, overlap } = await openRollDialog(canvasElement);
    await userEvent.click(within(overlap).getByRole('radio', { name: '1 hour' }));
    await expect(within(overlap).getByRole('radio', { name: '1 hour' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll secret' }));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull(),
    );
    await expect(await canvas.findByText("Your endpoint's signing secret")).toBeVisible();
    await expect(canvas.getByLabelText('The signing secret')).toHaveTextContent(/^whsec_mock/);
    const [item] = within(canvas.getByRole('list', { name: 'Webhook endpoints' })).getAllByRole('listitem');
    await expect(await within(item!).findByText(/^Previous secret signs until /)).toBeVisible();
    await expect(within(item!).getByText('whsec_mock…')).toBeVisible();
  },
};

export const WebhooksEmpty: Story = {
  ...webhooksSection,
  beforeEach({ msw }) {
    resetMockDb();
    msw.use(fetchProfileMock.success(grace), fetchWebhookEndpointsMock.success({ endpoints: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No webhook endpoints')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add endpoint' })).toBeVisible();
  },
};

export const WebhooksLoading: Story = {
  ...webhooksSection,
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(grace), fetchWebhookEndpointsMock.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Webhooks' });
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const WebhooksError: Story = {
  ...webhooksSection,
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(grace), fetchWebhookEndpointsMock.error(500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your webhook endpoints could not be loaded.')).toBeVisible();
  },
};

export const WebhooksChinese: Story = {
  ...webhooksSection,
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Webhook 端点' });
    await expect(within(list).getByText('款项已放款')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '收到方案' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: '发送测试事件：https://hooks.example.com/lancer' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '添加端点' })).toBeVisible();
  },
};

export const WebhooksDark: Story = {
  ...webhooksSection,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Deliveries of https://hooks.example.com/lancer' }),
    );
    await expect(
      await canvas.findByRole('list', { name: 'Recent deliveries to https://hooks.example.com/lancer' }),
    ).toBeVisible();
  },
};
