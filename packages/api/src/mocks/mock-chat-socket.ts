import { createChatSocket } from '../chat/chat-socket';
import { getMockDb } from './db/store';
import { mockAccessToken } from './factories/signin';

/** The real socket client against the /ws/chat mock, signed in as the mock's demo user (stories). */
export const createMockChatSocket = () =>
  createChatSocket({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/chat`,
    getAccessToken: () => mockAccessToken(getMockDb().defaultUserId),
    refreshAccessToken: async () => mockAccessToken(getMockDb().defaultUserId),
    backoff: { baseMs: 50, maxMs: 200 },
  });
