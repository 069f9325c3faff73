import { keptUserAgent } from '@lancer/api/rules/user-agent';
import type { FastifyRequest } from 'fastify';

import type { HandlerMap } from '../http/handler';
import { readMultipartFile } from '../http/multipart';
import { fetchSignedInDevices, signOutDevice, signOutOtherDevices } from './device-service';
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
  refreshToken,
  signinWithEmailAndCode,
  signinWithEmailAndPassword,
  trySigninWithEmail,
  updateNewUserFlid,
  updateUserPassword,
} from './signin-service';

const userAgentOf = (request: FastifyRequest) => keptUserAgent(request.headers['user-agent']);

/** The user area: sign-in (in the order of SIGNIN-ORDER), the profile and saved cards. */
export const userHandlers = {
  trySigninWithEmail: ({ body, services }) => trySigninWithEmail(services, body.email, body.method),
  signinWithEmailAndPassword: ({ body, services, request }) =>
    signinWithEmailAndPassword(services, body.email, body.password, userAgentOf(request)),
  signinWithEmailAndCode: ({ body, services, request }) =>
    signinWithEmailAndCode(services, body.email, body.code, userAgentOf(request)),
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
} satisfies HandlerMap;
