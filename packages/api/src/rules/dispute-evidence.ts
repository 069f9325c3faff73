import { forbidden, notFound, type Refusal } from './refusal';

/**
 * DISPUTE-EVIDENCE (decision 1540): a dispute's opener (with the statement) and the other side
 * (with the answer) add evidence: files uploaded through the upload path (uploadChatFile, the
 * uploader's own, used nowhere yet: `ownUnusedFilesRefusal`), the project's issues, and chat
 * messages of a conversation the caller is in. The server (dispute-evidence.ts) and the mocks
 * (mocks/db/dispute-evidence.ts) check with these functions.
 */

/** At most this many of each kind (files, issues, messages) with a statement or an answer. */
export const DISPUTE_EVIDENCE_MAX = 10;

/** Said when a file is already a message's or another dispute's. */
export const EVIDENCE_FILE_USED = 'This file is already attached elsewhere';

/** An issue is evidence only in its own project's dispute; any other is 404 (as if it did not exist). */
export const refuseEvidenceIssues = (
  issueIds: readonly string[],
  projectOf: (issueId: string) => string | undefined,
  projectId: string,
): Refusal | null => (issueIds.every((id) => projectOf(id) === projectId) ? null : notFound('Issue'));

/**
 * A message is evidence only from a conversation the caller is in, and not deleted; any other is
 * 404 (the caller could not read it, so it does not exist for them).
 */
export const refuseEvidenceMessages = (
  messageIds: readonly string[],
  readable: (messageId: string) => boolean,
): Refusal | null => (messageIds.every(readable) ? null : notFound('Message'));

/**
 * DISPUTE-EVIDENCE-ACCESS: a file in a dispute's evidence is served to the dispute's client and
 * provider and to administrators (who decide on it), by direct URL too; anyone else 403.
 */
export const disputeFileAccessRefusal = (
  dispute: { clientId: string; providerId: string },
  userId: string,
  administrator: boolean,
): Refusal | null =>
  administrator || userId === dispute.clientId || userId === dispute.providerId
    ? null
    : forbidden('Only the two sides of this dispute and administrators can open this file');
