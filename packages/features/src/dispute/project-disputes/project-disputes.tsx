import { useState } from 'react';

import { useAcceptSettlement } from '@lancer/api/dispute/accept-settlement';
import { useAnswerDispute } from '@lancer/api/dispute/answer-dispute';
import { useEscalateDispute } from '@lancer/api/dispute/escalate-dispute';
import { useFetchProjectDisputes } from '@lancer/api/dispute/fetch-project-disputes';
import { useOpenDispute } from '@lancer/api/dispute/open-dispute';
import { useProposeSettlement } from '@lancer/api/dispute/propose-settlement';
import { userMessageOf } from '@lancer/api/http/api-error';
import { useFetchTimesheet } from '@lancer/api/hourly/fetch-timesheet';
import { useFetchIssues } from '@lancer/api/issue/fetch-issues';
import { useFetchProject } from '@lancer/api/project/fetch-project';
import { useFetchProfile } from '@lancer/api/user/fetch-profile';
import type { Loadable } from '@lancer/ui/components/load-state';

import { toLoadable } from '../../lib/to-loadable';
import { useFileUploads } from '../../lib/use-file-uploads';
import { useIdempotencyKeys } from '../../lib/use-idempotency-keys';
import { ProjectDisputesView, type ProjectDisputesData } from './project-disputes-view';

/** The loads as one: loading until all are in, an error (retrying what failed) when any failed. */
function allOf<A, B, C, D>(
  a: Loadable<A>,
  b: Loadable<B>,
  c: Loadable<C>,
  d: Loadable<D>,
  join: (a: A, b: B, c: C, d: D) => ProjectDisputesData,
  /** Who I am: my side decides what I may do, so nothing shows before it is known. */
  me: Loadable<unknown>,
): Loadable<ProjectDisputesData> {
  const loads = [a, b, c, d, me];
  if (loads.some((load) => load.status === 'error'))
    return {
      status: 'error',
      onRetry: () => loads.forEach((load) => load.status === 'error' && load.onRetry?.()),
    };
  if (
    a.status !== 'ready' ||
    b.status !== 'ready' ||
    c.status !== 'ready' ||
    d.status !== 'ready' ||
    me.status !== 'ready'
  )
    return { status: 'loading' };
  return { status: 'ready', data: join(a.data, b.data, c.data, d.data) };
}

/** /project-disputes/{projectId} wired: open, answer, propose, accept (one key per acceptance), escalate. */
export function ProjectDisputes({
  projectId,
  milestoneId,
  week,
  now,
}: {
  projectId: string;
  milestoneId?: string;
  /** An hourly week in its review picked in the open form on arrival (?week=, decision 1550). */
  week?: string;
  /** The clock of the answer window; the browser's by default (stories fix it). */
  now?: Date;
}) {
  const profile = useFetchProfile();
  const project = useFetchProject({ project_id: projectId });
  const disputes = useFetchProjectDisputes({ project_id: projectId });
  // The project's issues, to give as evidence (decision 1540).
  const issues = useFetchIssues({ project_id: projectId, page_size: 100 });
  // An hourly project's weeks in their review, which either side may dispute (decision 1550).
  const hourly = project.data?.hourly === true;
  const sheet = useFetchTimesheet({ project_id: projectId }, { enabled: hourly });
  const weeks: Loadable<readonly string[]> =
    project.data && !hourly
      ? { status: 'ready', data: [] }
      : toLoadable(sheet, (data) => data.weeks_in_review);
  const openUploads = useFileUploads(`open:${projectId}`);
  const answerUploads = useFileUploads(`answer:${projectId}`);
  const mutations = {
    open: useOpenDispute(),
    answer: useAnswerDispute(),
    propose: useProposeSettlement(),
    accept: useAcceptSettlement(),
    escalate: useEscalateDispute(),
  };
  const keys = useIdempotencyKeys();
  const [refused, setRefused] = useState<unknown>(null);
  /** A call whose refusal the page says; a form awaits it to keep its values and mark its fields. */
  const attempt = (work: () => Promise<unknown>) => {
    setRefused(null);
    return work().catch((error: unknown) => {
      setRefused(error);
      throw error;
    });
  };
  const run = (work: () => Promise<unknown>) => void attempt(work).catch(() => undefined);
  const me = profile.data?.account.basic.user_id;
  return (
    <ProjectDisputesView
      projectId={projectId}
      state={allOf(
        toLoadable(project),
        toLoadable(disputes),
        toLoadable(issues),
        weeks,
        (detail, list, found, inReview) => ({
          project: detail,
          disputes: list.items,
          issues: found.items,
          weeksInReview: inReview,
        }),
        toLoadable(profile),
      )}
      currentUserId={me ?? ''}
      initialMilestoneId={milestoneId}
      initialWeek={week}
      now={now ?? new Date()}
      busy={Object.values(mutations).some((mutation) => mutation.isPending)}
      actionError={refused ? userMessageOf(refused) : null}
      openUploads={openUploads}
      answerUploads={answerUploads}
      onOpen={(body) =>
        attempt(async () => {
          await mutations.open.mutateAsync({ body });
          openUploads.clear();
        })
      }
      onAnswer={(body) =>
        attempt(async () => {
          await mutations.answer.mutateAsync({ body });
          answerUploads.clear();
        })
      }
      onPropose={(body) => attempt(() => mutations.propose.mutateAsync({ body }))}
      onAccept={(dispute) =>
        run(async () => {
          // The proposal shown is the one accepted: a replaced one is refused (409) and the list
          // reloads with the one now waiting.
          const proposal_version = dispute.proposal!.version;
          const intent = `accept:${dispute.id}:${proposal_version}`;
          await mutations.accept
            .mutateAsync({
              body: { dispute_id: dispute.id, proposal_version, idempotency_key: keys.keyFor(intent) },
            })
            .catch(async (error: unknown) => {
              await disputes.refetch();
              throw error;
            });
          keys.settle(intent);
        })
      }
      onEscalate={(dispute) =>
        run(() => mutations.escalate.mutateAsync({ body: { dispute_id: dispute.id } }))
      }
    />
  );
}
