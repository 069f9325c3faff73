import { ownUnusedFilesRefusal } from '../../rules/chat-files';
import {
  EVIDENCE_FILE_USED,
  refuseEvidenceIssues,
  refuseEvidenceMessages,
} from '../../rules/dispute-evidence';
import type { DisputeEvidence, EvidenceInput } from '../../schemas/dispute';
import { storeDemoChatFiles } from './chat-files';
import type { MockDb } from './mock-db';
import { refuse } from './mock-http-error';

/** A dispute's evidence in the mocks (DISPUTE-EVIDENCE, decision 1540), with the server's rules. */

export const noEvidence = (): DisputeEvidence => ({ files: [], issues: [], messages: [] });

/**
 * Checks the caller's evidence for a dispute of `projectId` and answers it as the dispute shows it;
 * `claim(disputeId)` then ties the files to the dispute (the server does both in the step's
 * transaction). The mocks keep what they answer, so a message deleted later stays as it was.
 */
export function takeMockEvidence(db: MockDb, meId: string, projectId: string, input?: EvidenceInput) {
  const fileIds = input?.file_ids ?? [];
  const issueIds = input?.issue_ids ?? [];
  const messageIds = input?.message_ids ?? [];
  const found = fileIds.flatMap((id) => {
    const file = db.chatFiles[id];
    return file
      ? [{ fileId: id, ownerId: file.owner_id, messageId: file.message_id, disputeId: file.dispute_id }]
      : [];
  });
  refuse(ownUnusedFilesRefusal(fileIds, found, meId, EVIDENCE_FILE_USED));
  const issueOf = (id: string) => db.issues.find((issue) => issue.id === id);
  refuse(refuseEvidenceIssues(issueIds, (id) => issueOf(id)?.project_id, projectId));
  const messageOf = (id: string) => db.messages.find((message) => message.id === id);
  const readable = (id: string) => {
    const message = messageOf(id);
    const conversation = db.conversations.find((item) => item.id === message?.conversation_id);
    return (
      !!message &&
      !message.deleted_at &&
      !!conversation?.participants.some((participant) => participant.user_id === meId)
    );
  };
  refuse(refuseEvidenceMessages(messageIds, readable));
  const evidence: DisputeEvidence = {
    files: fileIds.map((id) => {
      const {
        owner_id: _owner,
        message_id: _message,
        dispute_id: _dispute,
        data_url: _data,
        ...file
      } = db.chatFiles[id]!;
      return file;
    }),
    issues: [...new Set(issueIds)].map((id) => {
      const { number, title, state } = issueOf(id)!;
      return { id, number, title, state };
    }),
    messages: [...new Set(messageIds)].map((id) => {
      const message = messageOf(id)!;
      return {
        id,
        conversation_id: message.conversation_id,
        sender: message.sender,
        body: message.body,
        sent_at: message.created_at,
        deleted: false,
      };
    }),
  };
  const claim = (disputeId: string) => {
    for (const id of fileIds) db.chatFiles[id]!.dispute_id = disputeId;
  };
  return { evidence, claim };
}

/**
 * Evidence for stories, given as a side would give it: the demo's screenshot and checklist
 * (schemas/chat-demo-files.ts) uploaded by `ownerId` when `files`, the issues and messages named,
 * checked and claimed for `disputeId` by the same rules.
 */
export function seedMockEvidence(
  db: MockDb,
  {
    ownerId,
    disputeId,
    projectId,
    files = false,
    issueIds = [],
    messageIds = [],
  }: {
    ownerId: string;
    disputeId: string;
    projectId: string;
    files?: boolean;
    issueIds?: string[];
    messageIds?: string[];
  },
) {
  const fileIds = files ? storeDemoChatFiles(db, ownerId, null).map((file) => file.id) : [];
  const { evidence, claim } = takeMockEvidence(db, ownerId, projectId, {
    file_ids: fileIds,
    issue_ids: issueIds,
    message_ids: messageIds,
  });
  claim(disputeId);
  return evidence;
}
