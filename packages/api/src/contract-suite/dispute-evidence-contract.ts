import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ChatSocket } from '../chat/chat-socket';
import { uploadChatFile } from '../contract/chat';
import { fetchDisputeCase } from '../contract/console';
import { answerDispute, openDispute } from '../contract/dispute';
import { createIssue } from '../contract/issue';
import { unsignedFileUrl } from '../rules/file-access';
import { openClientProviderChat } from './chat-connect';
import { createSession, expectApiError, type ContractSessions } from './session';
import { deliverFirstMilestone, startProject } from './start-project';
import type { ContractTarget } from './target';

/** A 1x1 PNG: the smallest image the type check (by content) accepts. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

/**
 * A dispute's evidence (decision 1540): files through the upload path, the project's issues and
 * chat messages, given with the statement and with the answer; the files served to the dispute's
 * two sides and administrators only.
 */
export function describeDisputeEvidenceContract(target: ContractTarget, sessions: ContractSessions) {
  // Looked up when connecting: MSW replaces the global class once its server listens.
  const socketClass = () => target.WebSocket ?? globalThis.WebSocket;
  describe.skipIf(!socketClass())('dispute: evidence', () => {
    const open: ChatSocket[] = [];
    afterEach(() => open.splice(0).forEach((socket) => socket.close()));
    const client = () => sessions.client.client;
    const provider = () => sessions.provider.client;

    // proves: DISPUTE-EVIDENCE, DISPUTE-EVIDENCE-ACCESS
    it('opens and answers with files, issues and messages; the files open for both sides and administrators only', async () => {
      const project = await startProject(sessions, 'Contract suite: a dispute with evidence', 15_000);
      const { milestoneId } = await deliverFirstMilestone(sessions, project.id);
      const issue = await client().call(createIssue, {
        body: { project_id: project.id, title: 'The menu covers the cart', description: 'On phones.' },
      });
      const elsewhere = await startProject(sessions, 'Contract suite: evidence elsewhere', 10_000);
      const otherIssue = await client().call(createIssue, {
        body: { project_id: elsewhere.id, title: 'Another project’s issue', description: 'Not this one.' },
      });
      const { conversation, sender, reader } = await openClientProviderChat(target, sessions, open);
      sender.socket.send(conversation.id, 'The menu still covers the cart, see the screenshot');
      const message = await vi.waitFor(
        () => {
          const heard = reader.received.find((item) => item.body.startsWith('The menu still covers'));
          expect(heard).toBeDefined();
          return heard!;
        },
        { timeout: 5_000 },
      );
      const screenshot = await client().call(uploadChatFile, { body: { file: png('menu.png') } });
      const adasFile = await provider().call(uploadChatFile, { body: { file: png('works.png') } });
      const opening = (evidence: object) =>
        client().call(openDispute, {
          body: { milestone_id: milestoneId, reason: 'quality', statement: 'The menu is broken.', evidence },
        });

      // Only one's own upload, the project's issues, and messages one can read.
      await expectApiError(opening({ file_ids: [adasFile.id] }), 404, 'NOT_FOUND');
      await expectApiError(opening({ issue_ids: [otherIssue.id] }), 404, 'NOT_FOUND');
      await expectApiError(opening({ message_ids: ['no-such-message'] }), 404, 'NOT_FOUND');
      await expectApiError(
        opening({ file_ids: Array.from({ length: 11 }, () => screenshot.id) }),
        400,
        'VALIDATION_FAILED',
      );

      const opened = await opening({
        file_ids: [screenshot.id],
        issue_ids: [issue.id],
        message_ids: [message.id],
      });
      expect(opened.statement_evidence).toEqual({
        files: [screenshot],
        issues: [{ id: issue.id, number: issue.number, title: issue.title, state: 'open' }],
        messages: [
          {
            id: message.id,
            conversation_id: conversation.id,
            sender: message.sender,
            body: message.body,
            sent_at: message.created_at,
            deleted: false,
          },
        ],
      });
      expect(opened.answer_evidence).toEqual({ files: [], issues: [], messages: [] });

      // The file is the dispute's now: not again elsewhere.
      const second = await deliverFirstMilestone(sessions, elsewhere.id);
      await expectApiError(
        client().call(openDispute, {
          body: {
            milestone_id: second.milestoneId,
            reason: 'quality',
            statement: 'Same screenshot.',
            evidence: { file_ids: [screenshot.id] },
          },
        }),
        409,
        'CONFLICT',
      );

      // The other side, and an administrator, open it by its address with their token; nobody else.
      const direct = unsignedFileUrl(screenshot.url);
      expect((await provider().fetchFile(direct)).size).toBe(PNG.length);
      const admin = createSession(target, await target.signIn('admin'));
      expect((await admin.client.fetchFile(direct)).size).toBe(PNG.length);
      const stranger = createSession(target, await target.signIn('stranger'));
      await expectApiError(stranger.client.fetchFile(direct), 403, 'FORBIDDEN');

      const answered = await provider().call(answerDispute, {
        body: {
          dispute_id: opened.id,
          answer: 'It closes with the X.',
          evidence: { file_ids: [adasFile.id], message_ids: [message.id] },
        },
      });
      expect(answered.statement_evidence).toEqual(opened.statement_evidence);
      expect(answered.answer_evidence).toEqual({
        files: [adasFile],
        issues: [],
        messages: opened.statement_evidence.messages,
      });
      expect((await client().fetchFile(adasFile.url)).size).toBe(PNG.length);

      const caseFile = await admin.client.call(fetchDisputeCase, { query: { dispute_id: opened.id } });
      expect(caseFile.statement_evidence).toEqual(opened.statement_evidence);
      expect(caseFile.answer_evidence).toEqual(answered.answer_evidence);
    });
  });
}
