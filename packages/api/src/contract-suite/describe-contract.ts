import { describe } from 'vitest';

import { describeChatChangeContract } from './chat-change-contract';
import { describeChatContract } from './chat-contract';
import { describeChatFilesContract } from './chat-files-contract';
import { describeFilesContract } from './files-contract';
import { describeChatSearchContract } from './chat-search-contract';
import { describeConsoleOverviewContract } from './console-overview-contract';
import { describeConsoleContentContract } from './console-content-contract';
import { describeConsolePaymentContract } from './console-payment-contract';
import { describeConsoleUserContract } from './console-user-contract';
import { describeDisputeContract } from './dispute-contract';
import { describeDisputeEvidenceContract } from './dispute-evidence-contract';
import { describeDisputeHourlyContract } from './dispute-hourly-contract';
import { describeDeliverFlow } from './flows/deliver-flow';
import { describeJobToPaymentFlow } from './flows/job-to-payment-flow';
import { describeProposeFlow } from './flows/propose-flow';
import { describeGuestContract } from './guest-contract';
import { describeBillingContract } from './payment-billing-contract';
import { describeHourlyCloseContract } from './hourly-close-contract';
import { describeHourlyContract } from './hourly-contract';
import { describeInvitationContract } from './invitation-contract';
import { describeSavedSearchContract } from './saved-search-contract';
import { describeWebhookContract } from './webhook-contract';
import { describeTalentListContract } from './talent-list-contract';
import { describeOfferContract } from './offer-contract';
import { describeProductContract } from './product-contract';
import { describeRaceContract } from './race-contract';
import { describeLabToolsContract } from './lab-tools-contract';
import { describeLabContract } from './lab-contract';
import { describeNotificationContract } from './notification-contract';
import { describePaymentContract } from './payment-contract';
import { describeProjectPagingContract } from './project-paging-contract';
import { describeReportContract } from './report-contract';
import { describeRequestContract } from './request-contract';
import { describeReviewContract } from './review-contract';
import { describeReviewPortfolioContract } from './review-portfolio-contract';
import { describeRulesContract } from './rules-contract';
import { signInContractSessions } from './session';
import { describeStatsContract } from './stats-contract';
import { describeSiteContract } from './site-contract';
import type { ContractTarget } from './target';
import { describeUserContract } from './user-contract';
import { describeUserAccessTokenContract } from './user-access-token-contract';
import { describeUserDeviceContract } from './user-device-contract';
import { describeUserNewDeviceContract } from './user-new-device-contract';
import { describeUserFactorContract } from './user-factor-contract';
import { describeUserStepUpContract } from './user-step-up-contract';
import { describeUserPasskeyContract } from './user-passkey-contract';
import { describeUserProviderContract } from './user-provider-contract';
import { describeVisibilityContract } from './visibility-contract';

export type { ContractTarget } from './target';

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
    describeUserContract(target, sessions);
    describeUserDeviceContract(target, sessions);
    describeUserNewDeviceContract(target);
    describeUserAccessTokenContract(target, sessions);
    describeUserFactorContract(target);
    describeUserStepUpContract(target);
    describeUserPasskeyContract(target);
    describeJobToPaymentFlow(sessions);
    describeRequestContract(sessions);
    describePaymentContract(sessions);
    describeProposeFlow(sessions);
    describeStatsContract(sessions);
    describeChatContract(target, sessions);
    describeChatChangeContract(target, sessions);
    describeChatSearchContract(target, sessions);
    describeChatFilesContract(target, sessions);
    describeFilesContract(target, sessions);
    describeDeliverFlow(sessions);
    describeProjectPagingContract(sessions);
    describeProductContract(sessions);
    describeUserProviderContract(sessions);
    describeInvitationContract(sessions);
    describeSavedSearchContract(target, sessions);
    describeWebhookContract(target, sessions);
    describeTalentListContract(target, sessions);
    describeOfferContract(target, sessions);
    describeReviewContract(target, sessions);
    describeReviewPortfolioContract(target, sessions);
    describeNotificationContract(target, sessions);
    describeHourlyContract(target, sessions);
    describeBillingContract(target, sessions);
    describeDisputeContract(target, sessions);
    describeDisputeEvidenceContract(target, sessions);
    describeDisputeHourlyContract(target, sessions);
    describeHourlyCloseContract(target, sessions);
    describeRaceContract(target, sessions);
    describeConsoleUserContract(target);
    describeConsolePaymentContract(target, sessions);
    describeConsoleContentContract(target, sessions);
    describeConsoleOverviewContract(target, sessions);
    describeReportContract(target, sessions);
    describeVisibilityContract(target, sessions);
    describeRulesContract(target, sessions);
    describeSiteContract(target);
    describeGuestContract(target);
    describeLabToolsContract(sessions);
    describeLabContract(target, sessions);
  });
}
