import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { SigninStep } from '@lancer/api/constants';
import { DEMO_PASSWORD } from '@lancer/api/mocks/db/seed';
import { getMockDb } from '@lancer/api/mocks/db/store';
import { buildSigninResult } from '@lancer/api/mocks/factories/signin';
import { buildUserProfile } from '@lancer/api/mocks/factories/user';
import { fetchProfileMock } from '@lancer/api/mocks/handlers/user/fetch-profile';
import { signinWithEmailAndCodeMock } from '@lancer/api/mocks/handlers/user/signin-with-email-and-code';
import { signinWithEmailAndPasswordMock } from '@lancer/api/mocks/handlers/user/signin-with-email-and-password';
import { signinWithSecondFactorMock } from '@lancer/api/mocks/handlers/user/signin-with-second-factor';
import { signinWithPasskeyMock } from '@lancer/api/mocks/handlers/user/signin-with-passkey';
import { startPasskeySigninMock } from '@lancer/api/mocks/handlers/user/start-passkey-signin';
import { passkeyRefused } from '@lancer/api/rules/passkeys';
import { wrongFactorCode } from '@lancer/api/rules/second-factor';
import { trySigninWithEmailMock } from '@lancer/api/mocks/handlers/user/try-signin-with-email';
import { updateNewUserFlidMock } from '@lancer/api/mocks/handlers/user/update-new-user-flid';
import { updateUserPasswordMock } from '@lancer/api/mocks/handlers/user/update-user-password';

import { Signin } from './signin';

const meta = {
  title: 'Features/Auth/Signin',
  component: Signin,
  args: { onSignedIn: fn(), onTokens: fn(), host: 'lancer.test', resendCooldownSeconds: 60 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Signin>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const newUser = buildSigninResult({
  userId: 'user-new',
  identity: 'user-new',
  signin_type: SigninStep.EMAIL_NOT_ASSOCIATED_WITH_USER,
  signin_result: SigninStep.NEW_USER_SET_PASSWORD,
});

/** Pictures must not depend on whether the browser shows a focus ring after a click. */
const blurFocus = () => (document.activeElement as HTMLElement | null)?.blur();

/** Already signed in: the workspace or signing out, not the form again. */
export const AlreadySignedIn: Story = {
  args: { alreadySignedIn: { onOpenWorkspace: fn(), onSignOut: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expect(canvas.queryByLabelText('Email')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to your workspace' }));
    await expect(args.alreadySignedIn!.onOpenWorkspace).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.alreadySignedIn!.onSignOut).toHaveBeenCalledOnce();
    blurFocus();
  },
};

async function submitEmail(canvas: Canvas, email = 'new.person@example.com') {
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
}

/** An existing user with a password signs in. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(
      trySigninWithEmailMock.success({ signin_type: SigninStep.EXISTING_USER_PASSWORD_REQUIRED }),
      signinWithEmailAndPasswordMock.success(buildSigninResult()),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in or create an account');
    await submitEmail(canvas, 'grace_hopper@example.com');
    await expect(await canvas.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Password'), 'password123');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expect(args.onSignedIn).toHaveBeenCalledWith(
      expect.objectContaining({ signin_result: SigninStep.USER_SIGNED_IN }),
    );
    await expect(args.onTokens).not.toHaveBeenCalled();
  },
};

/** The whole sign-up: new email -> code -> set password -> FLID -> signed in. */
// proves: SIGNIN-ORDER
export const SignUp: Story = {
  beforeEach({ msw }) {
    msw.use(
      trySigninWithEmailMock.success({ signin_type: SigninStep.EMAIL_NOT_ASSOCIATED_WITH_USER }),
      signinWithEmailAndCodeMock.success(newUser),
      updateUserPasswordMock.success({ signin_result: SigninStep.REVIEW_AND_REVISE_FLID }),
      fetchProfileMock.success(
        buildUserProfile({ user_id: 'user-new', flid: 'new_person', email: 'new.person@example.com' }),
      ),
      updateNewUserFlidMock.success({ signin_result: SigninStep.USER_SIGNED_IN }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitEmail(canvas);
    await expect(await canvas.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(canvas.getByText(/new\.person@example\.com/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));

    await expect(await canvas.findByRole('heading', { name: 'Set a password' })).toBeVisible();
    await expect(args.onTokens).toHaveBeenCalledWith(
      expect.objectContaining({ access_token: newUser.access_token }),
    );
    await userEvent.type(canvas.getByLabelText('New password'), 'a-long-secret');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'a-long-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));

    await expect(await canvas.findByRole('heading', { name: 'Review your user ID' })).toBeVisible();
    const flid = canvas.getByLabelText('Lancer user ID');
    await waitFor(() => expect(flid).toHaveValue('new_person'));
    await userEvent.clear(flid);
    await userEvent.type(flid, 'new-person-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));

    await expect(await canvas.findByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expect(args.onSignedIn).toHaveBeenCalledOnce();
    await expect(args.onSignedIn).toHaveBeenCalledWith(
      expect.objectContaining({
        signin_result: SigninStep.USER_SIGNED_IN,
        access_token: newUser.access_token,
      }),
    );
  },
};

/** The server refuses the code: the "Invalid auth code" alert, and the typed code stays. */
// proves: MSG-INVALID-AUTH-CODE
export const WrongCode: Story = {
  beforeEach({ msw }) {
    msw.use(
      trySigninWithEmailMock.success({ signin_type: SigninStep.EMAIL_NOT_ASSOCIATED_WITH_USER }),
      signinWithEmailAndCodeMock.error(400, 'INVALID_AUTH_CODE', 'Invalid auth code'),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitEmail(canvas);
    await userEvent.type(await canvas.findByLabelText('Code'), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid auth code');
    await expect(canvas.getByLabelText('Code')).toHaveValue('000000');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** The server refuses the password: "Password doesn't match" under the field, the password stays. */
// proves: MSG-PASSWORD-MISMATCH
export const WrongPassword: Story = {
  beforeEach({ msw }) {
    msw.use(
      trySigninWithEmailMock.success({ signin_type: SigninStep.EXISTING_USER_PASSWORD_REQUIRED }),
      signinWithEmailAndPasswordMock.error(401, 'PASSWORD_MISMATCH', "Password doesn't match"),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitEmail(canvas, 'grace_hopper@example.com');
    await userEvent.type(await canvas.findByLabelText('Password'), 'not-it');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText("Password doesn't match")).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveValue('not-it');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** Grace is suspended until 2099 by an administrator (decision 1503). */
function graceSuspended() {
  getMockDb().suspensions['user-grace'] = {
    until: '2099-01-31T12:00:00.000Z',
    reason: 'Asked clients to pay outside the site.',
  };
}

/** A suspended account: sign-in is refused and says why and until when, in the reader's language. */
// proves: ACCOUNT-SUSPENDED
export const Suspended: Story = {
  beforeEach: graceSuspended,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitEmail(canvas, 'grace_hopper@example.com');
    await userEvent.type(await canvas.findByLabelText('Password'), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(
      await canvas.findByText(
        /Your account is suspended until Jan 31, 2099.*Reason: Asked clients to pay outside the site\./,
      ),
    ).toBeVisible();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const SuspendedChinese: Story = {
  globals: { locale: 'zh' },
  beforeEach: graceSuspended,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox'), 'grace_hopper@example.com');
    await userEvent.keyboard('{Enter}');
    await userEvent.type(await canvas.findByLabelText('密码'), DEMO_PASSWORD);
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText(/你的账户已被暂停，至 2099年1月31日.*原因：Asked clients/),
    ).toBeVisible();
  },
};

/** The chosen user ID is taken (409): the message under the field, the typed ID stays. */
export const FlidTaken: Story = {
  beforeEach({ msw }) {
    msw.use(
      trySigninWithEmailMock.success({ signin_type: SigninStep.EMAIL_NOT_ASSOCIATED_WITH_USER }),
      signinWithEmailAndCodeMock.success({ ...newUser, signin_result: SigninStep.REVIEW_AND_REVISE_FLID }),
      fetchProfileMock.success(buildUserProfile({ user_id: 'user-new', flid: 'new_person' })),
      updateNewUserFlidMock.error(409, 'CONFLICT', 'This user ID is taken; try another'),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitEmail(canvas);
    await userEvent.type(await canvas.findByLabelText('Code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    const flid = await canvas.findByLabelText('Lancer user ID');
    await waitFor(() => expect(flid).toHaveValue('new_person'));
    await userEvent.clear(flid);
    await userEvent.type(flid, 'grace_hopper');
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(await canvas.findByText('This user ID is taken. Try another one.')).toBeVisible();
    await expect(flid).toHaveValue('grace_hopper');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** Every client-side message of the flow, in the places MSG-* gives them. */
// proves: MSG-TYPE-EMAIL, MSG-TYPE-PASSWORD, MSG-PASSWORDS-NOT-MATCHED, MSG-TYPE-CODE, MSG-INVALID-CODE, MSG-TYPE-FLID
export const Validation: Story = {
  beforeEach({ msw }) {
    msw.use(
      trySigninWithEmailMock.success({ signin_type: SigninStep.EMAIL_NOT_ASSOCIATED_WITH_USER }),
      signinWithEmailAndCodeMock.success(newUser),
      updateUserPasswordMock.success({ signin_result: SigninStep.REVIEW_AND_REVISE_FLID }),
      fetchProfileMock.success(buildUserProfile({ user_id: 'user-new', flid: 'new_person' })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Please type in your email')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Please type in your email')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('not-an-email');
    await userEvent.clear(canvas.getByLabelText('Email'));
    await submitEmail(canvas);

    await userEvent.click(await canvas.findByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('Please type in the code sent to your email')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Code'), '12ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('invalid code')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Code'));
    await userEvent.type(canvas.getByLabelText('Code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));

    await userEvent.click(await canvas.findByRole('button', { name: 'Save password' }));
    await expect(await canvas.findByText('Please type in your password')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New password'), 'a-long-secret');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'another-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    await expect(await canvas.findByText('The two passwords are not matched')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Confirm password'));
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'a-long-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));

    const flid = await canvas.findByLabelText('Lancer user ID');
    await waitFor(() => expect(flid).toHaveValue('new_person'));
    await userEvent.clear(flid);
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(await canvas.findByText('Please type in your Lancer user ID')).toBeVisible();
  },
};

/**
 * "Sign in with a code instead" from the password step: a code is mailed even though the account
 * has a password (try-signin-with-email with method 'code'), the resend cool-down starts, and the
 * code signs the user in.
 */
export const CodeInstead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitEmail(canvas, 'grace_hopper@example.com');
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in with a code instead' }));
    await expect(await canvas.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('heading', { name: 'You are signed in' })).toBeVisible();
  },
};

/** Resend is offered again once the cool-down is over, and starts a new one. */
export const ResendCode: Story = {
  args: { resendCooldownSeconds: 1 },
  beforeEach({ msw }) {
    msw.use(trySigninWithEmailMock.success({ signin_type: SigninStep.VERIFY_EMAIL_WITH_AUTH_CODE }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitEmail(canvas, 'grace_hopper@example.com');
    const resend = await canvas.findByRole('button', { name: 'Resend code' }, { timeout: 3000 });
    await userEvent.click(resend);
    await expect(await canvas.findByRole('button', { name: /Resend code in 1 s/ })).toBeDisabled();
    await expect(await canvas.findByRole('button', { name: 'Resend code' }, { timeout: 3000 })).toBeEnabled();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(trySigninWithEmailMock.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitEmail(canvas, 'grace_hopper@example.com');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(canvas.getByLabelText('Email')).toHaveValue('grace_hopper@example.com');
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(trySigninWithEmailMock.error(500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitEmail(canvas, 'grace_hopper@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not reach the server');
    await expect(canvas.getByLabelText('Email')).toHaveValue('grace_hopper@example.com');
    blurFocus();
  },
};

/** The mail relay is down: say so (the code never left), and the email stays for another try. */
export const MailNotSent: Story = {
  beforeEach({ msw }) {
    msw.use(trySigninWithEmailMock.error(503, 'MAIL_NOT_SENT', 'We could not send the email just now.'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitEmail(canvas, 'new.person@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not send the email just now. Try again in a minute.',
    );
    await expect(canvas.getByLabelText('Email')).toHaveValue('new.person@example.com');
    blurFocus();
  },
};

/** Too many tries (429 with Retry-After, decision 1010): how long to wait, and the email stays. */
export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(trySigninWithEmailMock.rateLimited(14 * 60));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitEmail(canvas, 'grace_hopper@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many tries. Try again in 14 minutes.',
    );
    await expect(canvas.getByLabelText('Email')).toHaveValue('grace_hopper@example.com');
    blurFocus();
  },
};

/** The wait in Chinese, on the password step. */
export const RateLimitedChinese: Story = {
  globals: { locale: 'zh' },
  beforeEach({ msw }) {
    msw.use(
      trySigninWithEmailMock.success({ signin_type: SigninStep.EXISTING_USER_PASSWORD_REQUIRED }),
      signinWithEmailAndPasswordMock.rateLimited(45),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('邮箱'), 'grace_hopper@example.com');
    await userEvent.click(canvas.getByRole('button', { name: '继续' }));
    await userEvent.type(await canvas.findByLabelText('密码'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('尝试次数过多，请45秒钟后再试。');
    blurFocus();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  beforeEach({ msw }) {
    msw.use(
      trySigninWithEmailMock.success({ signin_type: SigninStep.EMAIL_NOT_ASSOCIATED_WITH_USER }),
      signinWithEmailAndCodeMock.error(400, 'INVALID_AUTH_CODE', 'Invalid auth code'),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '继续' }));
    await expect(await canvas.findByText('请输入你的邮箱')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('邮箱'), 'new.person@example.com');
    await userEvent.click(canvas.getByRole('button', { name: '继续' }));
    await userEvent.type(await canvas.findByLabelText('验证码'), '000000');
    await userEvent.click(canvas.getByRole('button', { name: '验证' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('验证码无效');
    blurFocus();
  },
};

/** A server that mails nothing (MAIL=log, the dev form): the code step says where the code went. */
export const CodeNotMailed: Story = {
  // No countdown in the picture.
  args: { codeNotMailed: true, resendCooldownSeconds: 0 },
  beforeEach({ msw }) {
    msw.use(trySigninWithEmailMock.success({ signin_type: SigninStep.EMAIL_NOT_ASSOCIATED_WITH_USER }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitEmail(canvas);
    await expect(await canvas.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(
      canvas.getByText(
        "This server sends no mail: the 6-digit code for new.person@example.com is in the server's log, not in your inbox. It is valid for 10 minutes.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/We sent a 6-digit code/)).toBeNull();
    blurFocus();
  },
};

export const CodeNotMailedChinese: Story = {
  ...CodeNotMailed,
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('邮箱'), 'new.person@example.com');
    await userEvent.click(canvas.getByRole('button', { name: '继续' }));
    await expect(await canvas.findByText(/验证码写在服务器日志中/)).toBeVisible();
    blurFocus();
  },
};

/** SECOND-FACTOR: an account with an authenticator app, whose password is right. */
const factorAccount = () => [
  trySigninWithEmailMock.success({ signin_type: SigninStep.EXISTING_USER_PASSWORD_REQUIRED }),
  signinWithEmailAndPasswordMock.success({
    signin_type: SigninStep.EXISTING_USER_PASSWORD_REQUIRED,
    signin_result: SigninStep.SECOND_FACTOR_REQUIRED,
    factor_ticket: 'ticket-1',
  }),
];

async function passwordThenFactor(canvas: Canvas) {
  await submitEmail(canvas, 'grace_hopper@example.com');
  await userEvent.type(await canvas.findByLabelText('Password'), 'password123');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

/** The password was right: the authenticator app's code is next, then signed in. */
export const SecondFactor: Story = {
  beforeEach({ msw }) {
    msw.use(...factorAccount(), signinWithSecondFactorMock.success(buildSigninResult()));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await passwordThenFactor(canvas);
    await expect(await canvas.findByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await expect(args.onTokens).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expect(args.onSignedIn).toHaveBeenCalledOnce();
  },
};

/** A wrong code: refused with the tries left, and the step stays. */
export const SecondFactorWrongCode: Story = {
  beforeEach({ msw }) {
    msw.use(...factorAccount(), signinWithSecondFactorMock.refused(wrongFactorCode(2)));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await passwordThenFactor(canvas);
    await userEvent.type(await canvas.findByLabelText('Code'), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('Wrong code. 2 tries left.')).toBeVisible();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    blurFocus();
  },
};

/** Signed in with a recovery code: how many remain, then on. */
export const SecondFactorRecoveryCode: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...factorAccount(),
      signinWithSecondFactorMock.success({ ...buildSigninResult(), recovery_codes_left: 2 }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await passwordThenFactor(canvas);
    await userEvent.type(await canvas.findByLabelText('Code'), 'k7m2p-x9qrt');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText(/2 recovery codes remain/)).toBeVisible();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSignedIn).toHaveBeenCalledOnce();
  },
};

export const SecondFactorChinese: Story = {
  globals: { locale: 'zh' },
  beforeEach({ msw }) {
    msw.use(...factorAccount(), signinWithSecondFactorMock.refused(wrongFactorCode(1)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('邮箱'), 'grace_hopper@example.com');
    await userEvent.click(canvas.getByRole('button', { name: '继续' }));
    await userEvent.type(await canvas.findByLabelText('密码'), 'password123');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await userEvent.type(await canvas.findByLabelText('验证码'), '000000');
    await userEvent.click(canvas.getByRole('button', { name: '验证' }));
    await expect(await canvas.findByText('验证码错误。还可尝试 1 次。')).toBeVisible();
    blurFocus();
  },
};

const buffer = (text: string) => new TextEncoder().encode(text).buffer;

/** How many autofill offers (conditional requests) the page made since the prompt was played. */
let conditionalRequests = 0;

/**
 * The browser's passkey prompt, played: the email field's autofill offer waits (nobody picks) or
 * is picked, the button's prompt answers with a passkey (the server's check mocked) or is closed.
 * Put back after.
 */
function playPasskeyPrompt(outcome: 'picked' | 'closed', autofill: 'waits' | 'picked' = 'waits') {
  const original = navigator.credentials.get.bind(navigator.credentials);
  conditionalRequests = 0;
  navigator.credentials.get = (options?: CredentialRequestOptions) => {
    if (options?.mediation === 'conditional') {
      conditionalRequests += 1;
      if (autofill === 'waits') return new Promise<null>(() => {});
    } else if (outcome === 'closed')
      return Promise.reject(new DOMException('The prompt was closed.', 'NotAllowedError'));
    return Promise.resolve({
      id: 'c3Rvcnk',
      rawId: buffer('story'),
      type: 'public-key',
      response: {
        clientDataJSON: buffer('{}'),
        authenticatorData: buffer('story'),
        signature: buffer('sig'),
      },
      getClientExtensionResults: () => ({}),
      authenticatorAttachment: 'platform',
    } as unknown as Credential);
  };
  return () => {
    navigator.credentials.get = original;
  };
}

const signInWithPasskey = async (canvas: Canvas) => {
  await expect(canvas.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username webauthn');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in with a passkey' }));
};

/** A passkey signs in at once: no email, no password, no second factor. */
export const Passkey: Story = {
  beforeEach({ msw }) {
    msw.use(signinWithPasskeyMock.success(buildSigninResult({ signin_type: SigninStep.PASSKEY })));
    return playPasskeyPrompt('picked');
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await signInWithPasskey(canvas);
    await expect(await canvas.findByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expect(args.onSignedIn).toHaveBeenCalledWith(
      expect.objectContaining({ signin_type: SigninStep.PASSKEY, signin_result: SigninStep.USER_SIGNED_IN }),
    );
  },
};

/**
 * The email field's autofill offers the passkey: the offer starts when the visitor comes to the
 * form (nothing is asked of the browser on load), and picking the passkey there signs in.
 */
export const PasskeyFromAutofill: Story = {
  beforeEach({ msw }) {
    msw.use(signinWithPasskeyMock.success(buildSigninResult({ signin_type: SigninStep.PASSKEY })));
    const putBack = playPasskeyPrompt('picked', 'picked');
    const supported = PublicKeyCredential.isConditionalMediationAvailable;
    PublicKeyCredential.isConditionalMediationAvailable = async () => true;
    return () => {
      putBack();
      PublicKeyCredential.isConditionalMediationAvailable = supported;
    };
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(conditionalRequests).toBe(0);
    await userEvent.click(canvas.getByLabelText('Email'));
    await expect(await canvas.findByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expect(conditionalRequests).toBe(1);
    await expect(args.onSignedIn).toHaveBeenCalledWith(
      expect.objectContaining({ signin_type: SigninStep.PASSKEY }),
    );
  },
};

/**
 * The autofill offer cannot be made (a host without passkeys, the API down): nothing is said, as
 * the visitor asked for no passkey; the email step goes on as before.
 */
export const PasskeyOfferUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(
      startPasskeySigninMock.error(400, 'VALIDATION_FAILED', 'Passkeys work only on the Lancer sites.'),
    );
    const putBack = playPasskeyPrompt('picked', 'picked');
    const supported = PublicKeyCredential.isConditionalMediationAvailable;
    PublicKeyCredential.isConditionalMediationAvailable = async () => true;
    return () => {
      putBack();
      PublicKeyCredential.isConditionalMediationAvailable = supported;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Email'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(conditionalRequests).toBe(0);
    blurFocus();
  },
};

/** The prompt closed: the email step stays, and says so. */
export const PasskeyCancelled: Story = {
  beforeEach() {
    return playPasskeyPrompt('closed');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signInWithPasskey(canvas);
    await expect(
      await canvas.findByText('The passkey prompt was closed. Try again or sign in with your email.'),
    ).toBeVisible();
    blurFocus();
  },
};

/** A passkey the account no longer has (removed), or one the server refuses. */
export const PasskeyRefused: Story = {
  beforeEach({ msw }) {
    msw.use(signinWithPasskeyMock.refused(passkeyRefused));
    return playPasskeyPrompt('picked');
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await signInWithPasskey(canvas);
    await expect(
      await canvas.findByText('This passkey was not accepted. Try again or sign in with your email.'),
    ).toBeVisible();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    blurFocus();
  },
};

export const PasskeyChinese: Story = {
  globals: { locale: 'zh' },
  beforeEach() {
    return playPasskeyPrompt('closed');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '使用通行密钥登录' }));
    await expect(await canvas.findByText('通行密钥提示已关闭。请重试，或用邮箱登录。')).toBeVisible();
    blurFocus();
  },
};
