import { beforeAll, describe, expect, it } from 'vitest';

import { hideContent } from '../contract/console';
import { fetchDispute, fetchProjectDisputes, openDispute } from '../contract/dispute';
import { addProjectCollaborator, completeProject } from '../contract/project';
import { submitReport } from '../contract/report';
import { createRequest, fetchSavedJobs, saveJob, unsaveJob, updateRequest } from '../contract/request';
import { submitReview } from '../contract/review';
import { fetchProfile } from '../contract/user';
import { createSession, expectApiError, type ContractSessions, type Session } from './session';
import { deliverFirstMilestone, payFirstMilestone, smallJob, startProject } from './start-project';
import type { ContractTarget } from './target';

/**
 * What a caller cannot see, no call confirms (docs/security.md, "Visibility"): a job post hidden by
 * an administrator or invite-only without an invitation, a review still blind, a project's
 * disputes outside its two sides. Each side door answers as the front door does.
 */
export function describeVisibilityContract(target: ContractTarget, sessions: ContractSessions) {
  describe('visibility', () => {
    let admin: Session;
    let stranger: Session;
    const client = () => sessions.client.client;
    const provider = () => sessions.provider.client;

    beforeAll(async () => {
      admin = createSession(target, await target.signIn('admin'));
      stranger = createSession(target, await target.signIn('stranger'));
    });

    const hiddenPost = async (title: string) => {
      const post = await client().call(createRequest, { body: smallJob(title) });
      await admin.client.call(hideContent, {
        body: { subject_type: 'job_post', subject_id: post.id, reason: 'Off the platform.' },
      });
      return post;
    };
    const inviteOnlyPost = (title: string) =>
      client().call(createRequest, { body: { ...smallJob(title), visibility: 'invite_only' } });

    // proves: REQUEST-VISIBLE
    it('answers 404 to save-job and unsave-job of a hidden post, and of an invite-only one without an invitation', async () => {
      const hidden = await hiddenPost('Contract suite: hidden, saved by a side door');
      const invited = await inviteOnlyPost('Contract suite: invite-only, saved by a side door');
      for (const [caller, post] of [
        [provider(), hidden],
        [stranger.client, invited],
      ] as const) {
        const body = { request_id: post.id };
        const saved = await expectApiError(caller.call(saveJob, { body }), 404, 'NOT_FOUND');
        expect(JSON.stringify(saved)).not.toContain(post.title);
        const unsaved = await expectApiError(caller.call(unsaveJob, { body }), 404, 'NOT_FOUND');
        expect(JSON.stringify(unsaved)).not.toContain(post.title);
      }
      // Its client still saves and unsaves it.
      await expect(client().call(saveJob, { body: { request_id: hidden.id } })).resolves.toMatchObject({
        saved: true,
      });
      await expect(client().call(unsaveJob, { body: { request_id: hidden.id } })).resolves.toMatchObject({
        saved: false,
      });
    });

    // proves: REQUEST-VISIBLE
    it('drops a saved post from the saved list once it turns invite-only', async () => {
      const post = await client().call(createRequest, {
        body: smallJob(`Contract suite: saved, then invite-only ${Date.now()}`),
      });
      await stranger.client.call(saveJob, { body: { request_id: post.id } });
      const savedIds = async () =>
        (await stranger.client.call(fetchSavedJobs, { query: { page_size: 100 } })).items.map(
          (item) => item.request.id,
        );
      expect(await savedIds()).toContain(post.id);
      await client().call(updateRequest, { body: { request_id: post.id, visibility: 'invite_only' } });
      expect(await savedIds()).not.toContain(post.id);
    });

    // proves: REPORT-VISIBLE
    it('answers 404 to a report of a post or a review the reporter cannot see', async () => {
      const report = (caller: Session['client'], target_type: 'job_post' | 'review', target_id: string) =>
        expectApiError(
          caller.call(submitReport, { body: { target_type, target_id, reason: 'spam' } }),
          404,
          'NOT_FOUND',
        );
      await report(provider(), 'job_post', (await hiddenPost('Contract suite: hidden, reported')).id);
      await report(
        stranger.client,
        'job_post',
        (await inviteOnlyPost('Contract suite: invite-only, reported')).id,
      );

      const project = await startProject(sessions, 'Contract suite: a blind review reported', 15_000);
      await payFirstMilestone(sessions, project.id);
      await client().call(completeProject, { body: { project_id: project.id, score: 90 } });
      const blind = await client().call(submitReview, {
        body: { project_id: project.id, rating: 2, comment: 'Contract suite: still blind.' },
      });
      // REVIEW-BLIND: until both are in, only its author sees it, so nobody else can report it.
      await report(stranger.client, 'review', blind.id);
      await report(provider(), 'review', blind.id);
      await provider().call(submitReview, { body: { project_id: project.id, rating: 5, comment: 'Fine.' } });
      await expect(
        stranger.client.call(submitReport, {
          body: { target_type: 'review', target_id: blind.id, reason: 'spam' },
        }),
      ).resolves.toMatchObject({ status: 'OPEN' });
    });

    // proves: DISPUTE-SIDES
    it("refuses a project's disputes to its collaborators, as each dispute is refused to them", async () => {
      const project = await startProject(
        sessions,
        'Contract suite: disputes kept from collaborators',
        15_000,
      );
      const strangerId = (await stranger.client.call(fetchProfile)).account.basic.user_id;
      await client().call(addProjectCollaborator, { body: { project_id: project.id, user_id: strangerId } });
      const { milestoneId } = await deliverFirstMilestone(sessions, project.id);
      const dispute = await client().call(openDispute, {
        body: {
          milestone_id: milestoneId,
          reason: 'quality',
          statement: 'Contract suite: kept between sides.',
        },
      });
      const listed = await expectApiError(
        stranger.client.call(fetchProjectDisputes, { query: { project_id: project.id } }),
        403,
        'FORBIDDEN',
      );
      expect(JSON.stringify(listed)).not.toContain('kept between sides');
      await expectApiError(
        stranger.client.call(fetchDispute, { query: { dispute_id: dispute.id } }),
        403,
        'FORBIDDEN',
      );
      const both = await Promise.all(
        [client(), provider()].map((caller) =>
          caller.call(fetchProjectDisputes, { query: { project_id: project.id } }),
        ),
      );
      expect(both.map((answer) => answer.items.map((item) => item.id))).toEqual([[dispute.id], [dispute.id]]);
    });
  });
}
