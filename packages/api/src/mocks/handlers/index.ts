import type { RequestHandler, WebSocketHandler } from 'msw';

import { createChatSocketMock } from './chat/chat-socket';
import { testClockMock } from './hourly/test-clock';
import { sandboxSetupMock } from './payment/sandbox-setup';
import { fetchChatFileMock } from './chat/fetch-chat-file';
import { fetchStoredFileMock } from './files/fetch-stored-file';
import { sandboxCheckoutMock } from './payment/sandbox-checkout';
import { userMocks } from './user';
import { aiMocks } from './ai';
import { requestMocks } from './request';
import { proposalMocks } from './proposal';
import { projectMocks } from './project';
import { milestoneMocks } from './milestone';
import { issueMocks } from './issue';
import { paymentMocks } from './payment';
import { productMocks } from './product';
import { chatMocks } from './chat';
import { statsMocks } from './stats';
import { labMocks } from './lab';
import { activityMocks } from './activity';
import { invitationMocks } from './invitation';
import { savedSearchMocks } from './saved-search';
import { webhookMocks } from './webhook';
import { talentListMocks } from './talent-list';
import { offerMocks } from './offer';
import { siteMocks } from './site';
import { reviewMocks } from './review';
import { notificationMocks } from './notification';
import { hourlyMocks } from './hourly';
import { disputeMocks } from './dispute';
import { consoleMocks } from './console';
import { reportMocks } from './report';

/** Every call's scenario factories, by operation name: one map per area, as the contract's operations. */
export const operationMocks = {
  ...userMocks,
  ...aiMocks,
  ...requestMocks,
  ...proposalMocks,
  ...projectMocks,
  ...milestoneMocks,
  ...issueMocks,
  ...paymentMocks,
  ...productMocks,
  ...chatMocks,
  ...statsMocks,
  ...labMocks,
  ...activityMocks,
  ...invitationMocks,
  ...savedSearchMocks,
  ...webhookMocks,
  ...talentListMocks,
  ...offerMocks,
  ...siteMocks,
  ...reviewMocks,
  ...notificationMocks,
  ...hourlyMocks,
  ...disputeMocks,
  ...consoleMocks,
  ...reportMocks,
} as const;

/** One default handler per call, keyed by operation name; stories override only what they are about. */
export const defaultHandlers: Record<string, RequestHandler> = Object.fromEntries(
  Object.entries(operationMocks).map(([name, mock]) => [name, mock.handler()]),
);

/** The /ws/chat mock of the default handlers; stories drive it (expire(), closeAll(4401)...). */
export const chatSocketMock = createChatSocketMock();

export const defaultHandlerList = (): Array<RequestHandler | WebSocketHandler> => [
  ...Object.values(defaultHandlers),
  ...sandboxCheckoutMock(),
  ...sandboxSetupMock(),
  ...fetchStoredFileMock(),
  ...fetchChatFileMock(),
  ...testClockMock(),
  chatSocketMock.handler,
];
