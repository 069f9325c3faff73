// @vitest-environment happy-dom
import { describe } from 'vitest';

import { describeChatChangeContract } from './chat-change-contract';
import { describeChatContract } from './chat-contract';
import { describeChatFilesContract } from './chat-files-contract';
import { describeChatSearchContract } from './chat-search-contract';
import { describeDisputeEvidenceContract } from './dispute-evidence-contract';
import { signInContractSessions } from './session';
import { setupMswContractTarget } from './msw-target';

/** The chat part (and what needs its socket) against the MSW WebSocket mock (MSW intercepts WebSocket only where a WebSocket class exists). */
const target = setupMswContractTarget('MSW WebSocket mock');

describe(`contract: ${target.name}`, () => {
  const sessions = signInContractSessions(target);
  describeChatContract(target, sessions);
  describeChatChangeContract(target, sessions);
  describeChatSearchContract(target, sessions);
  describeChatFilesContract(target, sessions);
  // A dispute's evidence links chat messages, sent over the socket (decision 1540).
  describeDisputeEvidenceContract(target, sessions);
});
