// @vitest-environment happy-dom
import { describe } from 'vitest';

import { describeChatChangeContract } from './chat-change-contract';
import { describeChatContract } from './chat-contract';
import { describeChatFilesContract } from './chat-files-contract';
import { describeChatSearchContract } from './chat-search-contract';
import { signInContractSessions } from './session';
import { setupMswContractTarget } from './msw-target';

/** The chat part against the MSW WebSocket mock (MSW intercepts WebSocket only where a WebSocket class exists). */
const target = setupMswContractTarget('MSW WebSocket mock');

describe(`contract: ${target.name}`, () => {
  const sessions = signInContractSessions(target);
  describeChatContract(target, sessions);
  describeChatChangeContract(target, sessions);
  describeChatSearchContract(target, sessions);
  describeChatFilesContract(target, sessions);
});
