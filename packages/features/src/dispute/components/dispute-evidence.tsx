import { useTranslation } from 'react-i18next';

import type { DisputeEvidence as Evidence } from '@lancer/api/schemas/dispute';

import { formatMoment } from '../../lib/format';
import { personName } from '../../lib/person-name';
import { AppLink } from '../../navigation/app-link';
import { StoredFiles } from '../../components/stored-files';

export type EvidenceLinks = {
  /** Where a message opens (paths.message); without it, its words alone (an administrator is in no conversation). */
  messageHref?: (conversationId: string, messageId: string) => string;
  /** Where the project's issues open; without it, their titles alone. */
  issuesHref?: string;
};

/**
 * What one side gave with its statement or answer (DISPUTE-EVIDENCE, decision 1540): files (opened
 * with the access token), the project's issues and chat messages as they are now. Nothing when
 * none was given.
 */
export function DisputeEvidence({
  evidence,
  label,
  messageHref,
  issuesHref,
}: { evidence: Evidence; label: string } & EvidenceLinks) {
  const { t, i18n } = useTranslation('deliver', { keyPrefix: 'disputes.evidence' });
  const { files, issues, messages } = evidence;
  if (files.length + issues.length + messages.length === 0) return null;
  return (
    <section aria-label={label} className="flex flex-col gap-2 rounded-md border border-dashed p-3">
      <h5 className="text-xs font-medium text-muted-foreground uppercase">{t('title')}</h5>
      <StoredFiles files={files} mine={false} />
      {issues.length > 0 ? (
        <ul aria-label={t('issues')} className="flex flex-col gap-1 text-sm">
          {issues.map((issue) => {
            const text = `#${issue.number} ${issue.title}`;
            return (
              <li key={issue.id} className="break-words">
                {issuesHref ? (
                  <AppLink to={issuesHref} className="underline underline-offset-2">
                    {text}
                  </AppLink>
                ) : (
                  text
                )}{' '}
                <span className="text-muted-foreground">· {t(`issueStates.${issue.state}`)}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {messages.length > 0 ? (
        <ul aria-label={t('messages')} className="flex flex-col gap-2 text-sm">
          {messages.map((message) => (
            <li key={message.id} className="border-l-2 pl-3">
              <p className="text-xs text-muted-foreground">
                {t('messageBy', {
                  name: personName(message.sender),
                  when: formatMoment(message.sent_at, i18n.language),
                })}
                {messageHref ? (
                  <>
                    {' · '}
                    <AppLink
                      to={messageHref(message.conversation_id, message.id)}
                      className="underline underline-offset-2"
                    >
                      {t('openMessage')}
                    </AppLink>
                  </>
                ) : null}
              </p>
              <p className="break-words whitespace-pre-wrap">
                {message.deleted ? <em>{t('messageDeleted')}</em> : message.body}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
