import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { buildUserProfile } from '@lancer/api/mocks/factories/user';
import { fetchProfileMock } from '@lancer/api/mocks/handlers/user/fetch-profile';
import { sendEmailCodeMock } from '@lancer/api/mocks/handlers/user/send-email-code';
import { updateEmailMock } from '@lancer/api/mocks/handlers/user/update-email';
import { updateMobileMock } from '@lancer/api/mocks/handlers/user/update-mobile';
import { updateUserPasswordMock } from '@lancer/api/mocks/handlers/user/update-user-password';
import { verifyEmailWithCodeMock } from '@lancer/api/mocks/handlers/user/verify-email-with-code';

import { LoginSettings } from './login-settings';

const meta = {
  title: 'Features/Auth/LoginSettings',
  component: LoginSettings,
  args: { section: 'identity' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginSettings>;
export default meta;

type Story = StoryObj<typeof meta>;

const ann = buildUserProfile({ user_id: 'user-ann', flid: 'ann_lee', email: 'ann_lee@example.com' });

/** Identity: email, user ID, how you sign in, mobile. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(ann));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ann_lee@example.com')).toBeVisible();
    await expect(canvas.getByText('ann_lee')).toBeVisible();
    await expect(canvas.getByText('+1 5550100')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Identity' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Mobile' })).toHaveAttribute('href', '/login/mobile');
  },
};

export const ChangePassword: Story = {
  args: { section: 'password' },
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(ann), updateUserPasswordMock.success({ signin_result: 100 }));
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
    msw.use(fetchProfileMock.success(ann));
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
      fetchProfileMock.success(ann),
      sendEmailCodeMock.success({ ok: true }),
      verifyEmailWithCodeMock.success({ verified: true }),
      updateEmailMock.success({ ok: true }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New email'), 'ann@new.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const code = await canvas.findByLabelText('Code sent to ann@new.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and update' }));
    await expect(await canvas.findByText('Please type in the code sent to your email')).toBeVisible();
    await userEvent.type(code, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and update' }));
    await expect(await canvas.findByText('invalid code')).toBeVisible();
    await userEvent.type(code, '3456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and update' }));
    await expect(await canvas.findByText('Your email is now ann@new.example.')).toBeVisible();
  },
};

export const EmailWrongCode: Story = {
  args: { section: 'email' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(ann),
      sendEmailCodeMock.success({ ok: true }),
      verifyEmailWithCodeMock.error(400, 'INVALID_AUTH_CODE', 'Invalid auth code'),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText('Please type in your email')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New email'), 'ann@new.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await canvas.findByLabelText('Code sent to ann@new.example'), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and update' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid auth code');
    await expect(canvas.getByLabelText('Code sent to ann@new.example')).toHaveValue('000000');
  },
};

export const ChangeMobile: Story = {
  args: { section: 'mobile' },
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(ann), updateMobileMock.success({ ok: true }));
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
    msw.use(fetchProfileMock.success(ann));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '发送验证码' }));
    await expect(await canvas.findByText('请输入你的邮箱')).toBeVisible();
  },
};
