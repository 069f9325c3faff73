import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyReply } from 'fastify';

import type { HandlerMap } from '../http/handler';
import { readMultipartFile } from '../http/multipart';
import { fetchSignedInDevices, signOutDevice, signOutOtherDevices } from './device-service';
import { signinDeviceOf } from './known-devices';
import { createAccessToken, fetchAccessTokens, revokeAccessToken } from './personal-token-service';
import { fetchPaymentMethods, removePaymentMethod } from './payment-method-service';
import { searchForUsers } from './provider-search-service';
import {
  fetchProfile,
  fetchProfileForUser,
  fetchStripeAccountLink,
  fetchTemplatesForSelfIntro,
  sendEmailCode,
  updateAcceptingRequest,
  updateEmail,
  updateExpectedSalary,
  updateMobile,
  updateSelfIntro,
  updateUserFullname,
  updateUserPhoto,
  updateUserPhotoBlob,
  verifyEmailWithCode,
} from './profile-service';
import { updateProviderSkills } from './provider-skills-service';
import {
  confirmTotpSetup,
  fetchSecondFactor,
  regenerateRecoveryCodes,
  startTotpSetup,
  turnOffTotp,
} from './second-factor-service';
import { confirmItsYou } from './step-up-service';
import {
  fetchPasskeys,
  finishPasskeyRegistration,
  relyingPartyOf,
  removePasskey,
  signinWithPasskey,
  startPasskeyRegistration,
  startPasskeySignin,
} from './passkey-service';
import {
  refreshToken,
  signinWithEmailAndCode,
  signinWithEmailAndPassword,
  signinWithSecondFactor,
  trySigninWithEmail,
  updateNewUserFlid,
  updateUserPassword,
} from './signin-service';

/**
 * The tries the "factor" limit leaves after this call (its tightest count, as x-ratelimit-remaining
 * tells the client): a wrong code says it. Null when no count applied.
 */
function factorTriesLeft(reply: FastifyReply) {
  const remaining = reply.getHeader('x-ratelimit-remaining');
  return remaining === undefined ? null : Number(remaining);
}

/** The user area: sign-in (in the order of SIGNIN-ORDER), the profile and saved cards. */
export const userHandlers = {
  trySigninWithEmail: ({ body, services }) => trySigninWithEmail(services, body.email, body.method),
  signinWithEmailAndPassword: ({ body, services, request }) =>
    signinWithEmailAndPassword(services, body.email, body.password, signinDeviceOf(request)),
  signinWithEmailAndCode: ({ body, services, request }) =>
    signinWithEmailAndCode(services, body.email, body.code, signinDeviceOf(request)),
  signinWithSecondFactor: ({ body, services, reply, request }) =>
    signinWithSecondFactor(
      services,
      { email: body.email, ticket: body.factor_ticket, code: body.code },
      factorTriesLeft(reply),
      signinDeviceOf(request),
    ),
  refreshToken: ({ body, services }) => refreshToken(services, body.refresh_token),
  updateUserPassword: ({ body, services, user }) => updateUserPassword(services, user.id, body.password),
  updateNewUserFlid: ({ body, services, user }) => updateNewUserFlid(services, user.id, body.flid),
  fetchProfile: ({ services, user }) => fetchProfile(services, user.id),
  fetchProfileForUser: ({ services, params }) => fetchProfileForUser(services, params.id),
  searchForUsers: ({ services, query }) => searchForUsers(services, query),
  sendEmailCode: ({ services, user, body }) => sendEmailCode(services, user.id, body.email),
  verifyEmailWithCode: ({ services, user, body }) => verifyEmailWithCode(services, user.id, body),
  updateEmail: ({ services, user, body }) => updateEmail(services, user.id, body.email),
  updateMobile: ({ services, user, body }) => updateMobile(services, user.id, body),
  updateUserFullname: ({ services, user, body }) => updateUserFullname(services, user.id, body),
  updateSelfIntro: ({ services, user, body }) => updateSelfIntro(services, user.id, body.content),
  updateAcceptingRequest: ({ services, user, body }) =>
    updateAcceptingRequest(services, user.id, body.accepting_request),
  updateExpectedSalary: ({ services, user, body }) => updateExpectedSalary(services, user.id, body.hourly),
  fetchStripeAccountLink: ({ services, user, query }) =>
    fetchStripeAccountLink(services, user.id, query.link_type),
  fetchPaymentMethods: ({ services, user }) => fetchPaymentMethods(services, user.id),
  removePaymentMethod: ({ services, params }) => removePaymentMethod(services, params.id),
  fetchTemplatesForSelfIntro: async ({ query }) => fetchTemplatesForSelfIntro(query.tags),
  updateUserPhoto: ({ services, user, body }) => updateUserPhoto(services, user.id, body.base64),
  updateUserPhotoBlob: async ({ services, user, request }) =>
    updateUserPhotoBlob(services, user.id, await readMultipartFile(request)),
  updateProviderSkills: ({ services, user, body }) => updateProviderSkills(services, user.id, body.skills),
  fetchSignedInDevices: ({ services, user }) => fetchSignedInDevices(services, user),
  signOutDevice: ({ services, user, params }) => signOutDevice(services, user, params.id),
  signOutOtherDevices: ({ services, user }) => signOutOtherDevices(services, user),
  fetchAccessTokens: ({ services, user }) => fetchAccessTokens(services, user),
  createAccessToken: ({ services, user, body }) => createAccessToken(services, user, body),
  revokeAccessToken: ({ services, user, params }) => revokeAccessToken(services, user, params.id),
  fetchSecondFactor: ({ services, user }) => fetchSecondFactor(services, user.id),
  startTotpSetup: ({ services, user }) => startTotpSetup(services, user.id),
  confirmTotpSetup: ({ services, user, body, reply }) =>
    confirmTotpSetup(services, user.id, body.code, factorTriesLeft(reply)),
  regenerateRecoveryCodes: ({ services, user, body, reply }) =>
    regenerateRecoveryCodes(services, {
      userId: user.id,
      sessionId: user.sessionId,
      code: body.code,
      triesLeft: factorTriesLeft(reply),
    }),
  turnOffTotp: ({ services, user, body, reply }) =>
    turnOffTotp(services, {
      userId: user.id,
      sessionId: user.sessionId,
      code: body.code,
      triesLeft: factorTriesLeft(reply),
    }),
  confirmItsYou: ({ services, user, body, reply }) =>
    confirmItsYou(services, user, body, factorTriesLeft(reply)),
  fetchPasskeys: ({ services, user }) => fetchPasskeys(services, user.id),
  startPasskeyRegistration: ({ services, user, request }) =>
    startPasskeyRegistration(services, user.id, relyingPartyOf(services, request)),
  finishPasskeyRegistration: ({ services, user, request, body }) =>
    finishPasskeyRegistration(services, user.id, relyingPartyOf(services, request), {
      name: body.name,
      response: body.response as unknown as RegistrationResponseJSON,
    }),
  removePasskey: ({ services, user, body }) => removePasskey(services, user.id, body.id),
  startPasskeySignin: ({ services, request }) =>
    startPasskeySignin(services, relyingPartyOf(services, request)),
  signinWithPasskey: ({ services, request, body }) =>
    signinWithPasskey(services, relyingPartyOf(services, request), {
      response: body.response as unknown as AuthenticationResponseJSON,
      device: signinDeviceOf(request),
    }),
} satisfies HandlerMap;
