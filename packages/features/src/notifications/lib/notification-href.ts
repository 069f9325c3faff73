import type { Notification } from '@lancer/api/schemas/notification';

import { paths } from '../../navigation/paths';

/**
 * The page a notification is about, from its kind and subject (decision 1200): the client's
 * request hub on the job for proposals sent to them and a declined invitation, the provider hub
 * for a provider's proposal and invitation news, the project for its milestones, the project's
 * issues for an issue, Work for the payout account, the project for a failed payment,
 * the conversation for messages waiting unread, the signed-in devices list on the session of a
 * new sign-in, the direct offer for its news but an accepted one's project. Without the ids a kind
 * needs, the hub, the offers or the projects list.
 */
export function notificationHref({ kind, subject }: Pick<Notification, 'kind' | 'subject'>): string {
  switch (kind) {
    case 'proposal_received':
    case 'proposal_revised':
    case 'proposal_withdrawn':
    case 'invitation_declined':
      return paths.requestHub.getHref(subject.request_id);
    case 'proposal_accepted':
    case 'proposal_rejected':
    case 'invitation_received':
      return paths.providerHub.getHref();
    case 'milestone_funded':
    case 'milestone_started':
    case 'milestone_delivered':
    case 'milestone_approved':
    case 'milestone_paid':
    case 'project_completed':
    case 'timesheet_approved':
    case 'timesheet_disputed':
    case 'dispute_opened':
    case 'dispute_answered':
    case 'dispute_settlement_proposed':
    case 'dispute_settled':
    case 'dispute_escalated':
    case 'dispute_decided':
      return paths.projects.getHref(subject.project_id);
    case 'payment_failed':
      return subject.project_id ? paths.projects.getHref(subject.project_id) : paths.payment.getHref();
    case 'message_received':
      return paths.messages.getHref(subject.conversation_id);
    case 'saved_search_match':
      return paths.jobs.getHref(subject.request_id);
    case 'payout_account_ready':
      return paths.work.getHref();
    case 'new_device_signin':
      return subject.signin
        ? paths.loginDevice.getHref(subject.signin.session_id)
        : paths.login.getHref('devices');
    case 'offer_received':
    case 'offer_revised':
    case 'offer_changes_requested':
    case 'offer_declined':
    case 'offer_withdrawn':
    case 'offer_expired':
      return subject.offer_id ? paths.offer.getHref(subject.offer_id) : paths.offers.getHref();
    case 'offer_accepted':
      return subject.project_id
        ? paths.projects.getHref(subject.project_id)
        : subject.offer_id
          ? paths.offer.getHref(subject.offer_id)
          : paths.offers.getHref('sent');
    case 'issue_opened':
    case 'issue_resolved':
    case 'issue_reopened':
    case 'issue_commented':
      return subject.project_id ? paths.projectIssues.getHref(subject.project_id) : paths.projects.getHref();
  }
}
