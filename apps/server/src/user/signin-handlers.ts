import type { HandlerMap } from '../http/handler';
import {
  refreshSession,
  setFlid,
  setPassword,
  signinWithCode,
  signinWithPassword,
  trySignin,
} from './signin-service';

/** Sign-in calls of spec section 7 in the order of DESIGN section 5. */
export const signinHandlers = {
  trySigninWithEmail: async ({ body, services, request }) => ({
    signin_type: await trySignin(services, body.email, request.ip, body.method),
  }),
  signinWithEmailAndPassword: ({ body, services, request }) =>
    signinWithPassword(services, body.email, body.password, request.ip),
  signinWithEmailAndCode: ({ body, services, request }) =>
    signinWithCode(services, body.email, body.code, request.ip),
  refreshToken: ({ body, services }) => refreshSession(services, body.refresh_token),
  updateUserPassword: async ({ body, services, user }) => ({
    signin_result: await setPassword(services, user.id, body.password),
  }),
  updateNewUserFlid: async ({ body, services, user }) => ({
    signin_result: await setFlid(services, user.id, body.flid),
  }),
} satisfies HandlerMap;
