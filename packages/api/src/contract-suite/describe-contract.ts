import { beforeAll, describe } from 'vitest';

import { describeAreaContract } from './area-contract';
import { describeAuthContract } from './auth-contract';
import { describeChatContract } from './chat-contract';
import { describeDeliverContract } from './deliver-contract';
import { describeDeviceContract } from './device-contract';
import { describeProductContract } from './product-contract';
import { describeHireContract } from './hire-contract';
import { describeLabToolsContract } from './lab-tools-contract';
import { describeLabContract } from './lab-contract';
import { describePagingContract } from './paging-contract';
import { describeProposeContract } from './propose-contract';
import { describeRulesContract } from './rules-contract';
import { createSession, type Session } from './session';
import { describeStatsContract } from './stats-contract';
import { describeSiteContract } from './site-contract';
import type { ContractTarget } from './target';
import { describeWorkFlowContract } from './work-flow-contract';

export type { ContractTarget } from './target';

export type ContractSessions = { client: Session; provider: Session };

/** Signs in the target's client and provider before the suites of the enclosing describe. */
export function signInContractSessions(target: ContractTarget): ContractSessions {
  const sessions = {} as ContractSessions;
  beforeAll(async () => {
    sessions.client = createSession(target, await target.signIn('client'));
    sessions.provider = createSession(target, await target.signIn('provider'));
  });
  return sessions;
}

/**
 * The contract suite: the same calls and expected shapes against any target. Every response is
 * parsed by its schema (a mismatch fails with the call and field named), and error answers must
 * carry the contract's status, code and field messages.
 *
 *   describeContract({ name: 'server', baseUrl, signIn: (who) => signInFreshUser(who), WebSocket });
 */
export function describeContract(target: ContractTarget) {
  describe(`contract: ${target.name}`, () => {
    const sessions = signInContractSessions(target);
    describeAuthContract(target, sessions);
    describeDeviceContract(target, sessions);
    describeWorkFlowContract(sessions);
    describeAreaContract(target, sessions);
    describeProposeContract(sessions);
    describeStatsContract(sessions);
    describeChatContract(target, sessions);
    describeDeliverContract(sessions);
    describePagingContract(sessions);
    describeProductContract(sessions);
    describeHireContract(sessions);
    describeRulesContract(target, sessions);
    describeSiteContract(target);
    describeLabToolsContract(sessions);
    describeLabContract(target, sessions);
  });
}
