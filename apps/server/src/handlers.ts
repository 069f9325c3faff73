import { aiHandlers } from './ai/ai-handlers';
import { signinHandlers } from './auth/signin-handlers';
import type { HandlerMap } from './http/handler';
import { profileHandlers } from './user/profile-handlers';

/** Every area's handlers, keyed by contract operation name. */
export const handlers: HandlerMap = {
  ...signinHandlers,
  ...profileHandlers,
  ...aiHandlers,
};
