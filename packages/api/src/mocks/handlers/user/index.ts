import { trySigninWithEmailMock } from './try-signin-with-email';
import { signinWithEmailAndPasswordMock } from './signin-with-email-and-password';
import { signinWithEmailAndCodeMock } from './signin-with-email-and-code';
import { signinWithSecondFactorMock } from './signin-with-second-factor';
import { updateUserPasswordMock } from './update-user-password';
import { updateNewUserFlidMock } from './update-new-user-flid';
import { refreshTokenMock } from './refresh-token';
import { fetchProfileMock } from './fetch-profile';
import { fetchProfileForUserMock } from './fetch-profile-for-user';
import { searchForUsersMock } from './search-for-users';
import { sendEmailCodeMock } from './send-email-code';
import { verifyEmailWithCodeMock } from './verify-email-with-code';
import { updateEmailMock } from './update-email';
import { updateMobileMock } from './update-mobile';
import { updateUserFullnameMock } from './update-user-fullname';
import { updateSelfIntroMock } from './update-self-intro';
import { updateAcceptingRequestMock } from './update-accepting-request';
import { updateExpectedSalaryMock } from './update-expected-salary';
import { fetchStripeAccountLinkMock } from './fetch-stripe-account-link';
import { fetchPaymentMethodsMock } from './fetch-payment-methods';
import { removePaymentMethodMock } from './remove-payment-method';
import { fetchTemplatesForSelfIntroMock } from './fetch-templates-for-self-intro';
import { updateUserPhotoMock } from './update-user-photo';
import { updateUserPhotoBlobMock } from './update-user-photo-blob';
import { updateProviderSkillsMock } from './update-provider-skills';
import { fetchSignedInDevicesMock } from './fetch-signed-in-devices';
import { signOutDeviceMock } from './sign-out-device';
import { signOutOtherDevicesMock } from './sign-out-other-devices';
import { fetchSecondFactorMock } from './fetch-second-factor';
import { startTotpSetupMock } from './start-totp-setup';
import { confirmTotpSetupMock } from './confirm-totp-setup';
import { regenerateRecoveryCodesMock } from './regenerate-recovery-codes';
import { turnOffTotpMock } from './turn-off-totp';
import { fetchPasskeysMock } from './fetch-passkeys';
import { startPasskeyRegistrationMock } from './start-passkey-registration';
import { finishPasskeyRegistrationMock } from './finish-passkey-registration';
import { removePasskeyMock } from './remove-passkey';
import { startPasskeySigninMock } from './start-passkey-signin';
import { signinWithPasskeyMock } from './signin-with-passkey';
import { fetchAccessTokensMock } from './fetch-access-tokens';
import { createAccessTokenMock } from './create-access-token';
import { revokeAccessTokenMock } from './revoke-access-token';

/** The user area's calls: each one's scenario factories, by operation name. */
export const userMocks = {
  trySigninWithEmail: trySigninWithEmailMock,
  signinWithEmailAndPassword: signinWithEmailAndPasswordMock,
  signinWithEmailAndCode: signinWithEmailAndCodeMock,
  signinWithSecondFactor: signinWithSecondFactorMock,
  updateUserPassword: updateUserPasswordMock,
  updateNewUserFlid: updateNewUserFlidMock,
  refreshToken: refreshTokenMock,
  fetchProfile: fetchProfileMock,
  fetchProfileForUser: fetchProfileForUserMock,
  searchForUsers: searchForUsersMock,
  sendEmailCode: sendEmailCodeMock,
  verifyEmailWithCode: verifyEmailWithCodeMock,
  updateEmail: updateEmailMock,
  updateMobile: updateMobileMock,
  updateUserFullname: updateUserFullnameMock,
  updateSelfIntro: updateSelfIntroMock,
  updateAcceptingRequest: updateAcceptingRequestMock,
  updateExpectedSalary: updateExpectedSalaryMock,
  fetchStripeAccountLink: fetchStripeAccountLinkMock,
  fetchPaymentMethods: fetchPaymentMethodsMock,
  removePaymentMethod: removePaymentMethodMock,
  fetchTemplatesForSelfIntro: fetchTemplatesForSelfIntroMock,
  updateUserPhoto: updateUserPhotoMock,
  updateUserPhotoBlob: updateUserPhotoBlobMock,
  updateProviderSkills: updateProviderSkillsMock,
  fetchSignedInDevices: fetchSignedInDevicesMock,
  signOutDevice: signOutDeviceMock,
  signOutOtherDevices: signOutOtherDevicesMock,
  fetchSecondFactor: fetchSecondFactorMock,
  startTotpSetup: startTotpSetupMock,
  confirmTotpSetup: confirmTotpSetupMock,
  regenerateRecoveryCodes: regenerateRecoveryCodesMock,
  turnOffTotp: turnOffTotpMock,
  fetchPasskeys: fetchPasskeysMock,
  startPasskeyRegistration: startPasskeyRegistrationMock,
  finishPasskeyRegistration: finishPasskeyRegistrationMock,
  removePasskey: removePasskeyMock,
  startPasskeySignin: startPasskeySigninMock,
  signinWithPasskey: signinWithPasskeyMock,
  fetchAccessTokens: fetchAccessTokensMock,
  createAccessToken: createAccessTokenMock,
  revokeAccessToken: revokeAccessTokenMock,
} as const;
