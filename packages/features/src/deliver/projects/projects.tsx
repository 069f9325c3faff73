import { userMessageOf } from '@lancer/api/http/api-error';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { MoneyCollectingMethodType } from '@lancer/api/constants';
import { useFetchIssues } from '@lancer/api/issue/fetch-issues';
import { useApproveMilestone } from '@lancer/api/milestone/approve-milestone';
import { useDeliverMilestone } from '@lancer/api/milestone/deliver-milestone';
import { useFundMilestone } from '@lancer/api/milestone/fund-milestone';
import { usePayMilestone } from '@lancer/api/milestone/pay-milestone';
import { useStartMilestone } from '@lancer/api/milestone/start-milestone';
import { useConfirmPayment } from '@lancer/api/payment/confirm-payment';
import { useUploadPaymentProof } from '@lancer/api/payment/upload-payment-proof';
import { useCloseProject } from '@lancer/api/project/close-project';
import { useCompleteProject } from '@lancer/api/project/complete-project';
import { useFetchProject } from '@lancer/api/project/fetch-project';
import { useFetchProjectPages } from '@lancer/api/project/fetch-projects';
import { areaKey } from '@lancer/api/react/query-keys';
import type { MilestoneNextAction } from '@lancer/api/rules/next-actions';
import type { MilestoneDetail } from '@lancer/api/schemas/milestone';
import { useFetchProfile } from '@lancer/api/user/fetch-profile';
import { toast } from '@lancer/ui/components/toast';

import { itemsOfPages, toLoadMore } from '../../lib/load-more';
import { toLoadable } from '../../lib/to-loadable';
import { useIdempotencyKeys } from '../../lib/use-idempotency-keys';
import type { FundMethod } from './components/fund-dialog';
import { ProjectsView, type ProjectDialog } from './projects-view';

export type ProjectsProps = {
  /** Back from the payment provider's checkout page (?checkout=done|cancelled&project=<id>). */
  checkoutReturn?: { status: 'done' | 'cancelled'; projectId: string | null };
  /** The project whose issues drawer is open (/projects/issues/{projectId}). */
  issuesProjectId?: string;
  /** The project shown first (/projects?project=<id>, e.g. from the workspace). */
  initialProjectId?: string;
  /** Leaves for the payment provider's checkout page. */
  onOpenCheckout: (url: string) => void;
  /** The drawer for `issuesProjectId`, built by the caller. */
  issuesDrawer?: ReactNode;
};

const PROJECTS_PAGE_SIZE = 20;

/** Projects (/projects): my projects and the money walk of their milestones. */
export function Projects({
  checkoutReturn,
  issuesProjectId,
  initialProjectId,
  onOpenCheckout,
  issuesDrawer,
}: ProjectsProps) {
  const profile = useFetchProfile();
  const me = profile.data?.account.basic.user_id;
  // LIST-LOAD-MORE: a page at a time, never a silent cut at the first hundred.
  const projects = useFetchProjectPages({ page_size: PROJECTS_PAGE_SIZE });
  const [picked, setPicked] = useState<string | null>(
    checkoutReturn?.projectId ?? issuesProjectId ?? initialProjectId ?? null,
  );
  const selectedProjectId = picked ?? projects.data?.pages[0]?.items[0]?.id ?? null;
  const returned = checkoutReturn?.status === 'done' ? checkoutReturn.projectId : null;
  const [waitingForCard, setWaitingForCard] = useState(false);
  const detail = useFetchProject(
    { project_id: selectedProjectId ?? '' },
    // A card payment is settled by the provider's webhook, which may come after the return: poll until it is.
    { enabled: Boolean(selectedProjectId), refetchInterval: waitingForCard ? 3_000 : false },
  );
  const queryClient = useQueryClient();
  // Back from the checkout page: the payment may have arrived meanwhile, so read the projects again.
  useEffect(() => {
    if (returned !== null)
      void queryClient.invalidateQueries({ queryKey: areaKey('project'), refetchType: 'all' });
  }, [returned, queryClient]);
  const cardOutstanding = Boolean(
    returned &&
    detail.data?.milestones.some(
      (milestone) =>
        milestone.funding_payment?.status === 'OUTSTANDING' &&
        milestone.funding_payment.method === MoneyCollectingMethodType.STRIPE_CHECKOUT,
    ),
  );
  if (cardOutstanding !== waitingForCard) setWaitingForCard(cardOutstanding);
  // The card payment arrived after the return, maybe while the reader was elsewhere on the page: a toast says so.
  const { t } = useTranslation('deliver', { keyPrefix: 'projects' });
  const waitedForCard = useRef(false);
  useEffect(() => {
    if (waitingForCard) waitedForCard.current = true;
    else if (waitedForCard.current) {
      waitedForCard.current = false;
      toast({ title: t('cardPaid'), variant: 'success' });
    }
  }, [waitingForCard, t]);
  const [dialog, setDialog] = useState<ProjectDialog | null>(null);
  const approving = dialog?.kind === 'approve' ? dialog.milestoneId : undefined;
  const approvalIssues = useFetchIssues(
    { project_id: selectedProjectId ?? '', milestone_id: approving, state: 'open', page: 1, page_size: 100 },
    { enabled: Boolean(approving && selectedProjectId) },
  );
  const keys = useIdempotencyKeys();
  const mutations = {
    fund: useFundMilestone(),
    upload: useUploadPaymentProof(),
    start: useStartMilestone(),
    deliver: useDeliverMilestone(),
    approve: useApproveMilestone(),
    pay: usePayMilestone(),
    confirm: useConfirmPayment(),
    complete: useCompleteProject(),
    close: useCloseProject(),
  };
  const all = Object.values(mutations);
  const busy = all.some((mutation) => mutation.isPending);
  /** The last failed action's error (its message above the milestones or in the dialog, its fields on the dialog's fields). */
  const [refused, setRefused] = useState<{ error: unknown } | null>(null);
  /** Runs one action; its failure shows above the milestones and leaves the dialog open with its values. */
  const run = async (work: () => Promise<unknown>) => {
    setRefused(null);
    try {
      await work();
      setDialog(null);
    } catch (error) {
      setRefused({ error });
    }
  };

  const fund = (milestone: MilestoneDetail, method: FundMethod, proof: File | null) =>
    run(async () => {
      const intent = `fund:${milestone.id}:${method}`;
      const { payment } = await mutations.fund.mutateAsync({
        body: { milestone_id: milestone.id, method, idempotency_key: keys.keyFor(intent) },
      });
      keys.settle(intent);
      if (proof) await mutations.upload.mutateAsync({ body: { payment_id: payment.id, file: proof } });
      if (method === MoneyCollectingMethodType.STRIPE_CHECKOUT && payment.checkout_url)
        onOpenCheckout(payment.checkout_url);
    });

  const onMilestoneAction = (action: MilestoneNextAction, milestone: MilestoneDetail) => {
    const body = { milestone_id: milestone.id };
    switch (action) {
      case 'fund':
      case 'deliver':
        setRefused(null);
        return setDialog({ kind: action, milestoneId: milestone.id });
      case 'approve':
        if (milestone.open_issue_count > 0) return setDialog({ kind: 'approve', milestoneId: milestone.id });
        return void run(() => mutations.approve.mutateAsync({ body }));
      case 'continue-checkout':
        if (milestone.funding_payment?.checkout_url) onOpenCheckout(milestone.funding_payment.checkout_url);
        return;
      case 'start':
        return void run(() => mutations.start.mutateAsync({ body }));
      case 'pay':
        return void run(async () => {
          const intent = `pay:${milestone.id}`;
          await mutations.pay.mutateAsync({ body: { ...body, idempotency_key: keys.keyFor(intent) } });
          keys.settle(intent);
        });
      case 'confirm-payment':
        if (!milestone.funding_payment) return;
        return void run(() =>
          mutations.confirm.mutateAsync({ body: { payment_id: milestone.funding_payment!.id } }),
        );
    }
  };

  const view = (
    <ProjectsView
      projects={
        profile.isError
          ? { status: 'error', onRetry: () => void profile.refetch() }
          : me
            ? toLoadable(projects, itemsOfPages)
            : { status: 'loading' }
      }
      moreProjects={toLoadMore(projects)}
      currentUserId={me ?? ''}
      selectedProjectId={selectedProjectId}
      onSelectProject={(projectId) => {
        setPicked(projectId);
        setRefused(null);
      }}
      detail={selectedProjectId ? toLoadable(detail) : null}
      notice={
        checkoutReturn?.status === 'done'
          ? 'checkout-returned'
          : checkoutReturn?.status === 'cancelled'
            ? 'checkout-cancelled'
            : null
      }
      actionError={refused ? userMessageOf(refused.error) : null}
      actionRefusal={refused?.error}
      busy={busy}
      dialog={dialog}
      approvalIssues={toLoadable(approvalIssues, (data) => data.items)}
      onMilestoneAction={onMilestoneAction}
      onFund={(milestone, method, proof) => void fund(milestone, method, proof)}
      onDeliver={(milestone, note) =>
        void run(() => mutations.deliver.mutateAsync({ body: { milestone_id: milestone.id, note } }))
      }
      onApprove={(milestone) =>
        void run(() =>
          mutations.approve.mutateAsync({
            body: { milestone_id: milestone.id, approve_with_open_issues: true },
          }),
        )
      }
      onCancelDialog={() => setDialog(null)}
      onComplete={(score, showOnProfile) =>
        void run(() =>
          mutations.complete.mutateAsync({
            body: { project_id: selectedProjectId!, score, show_on_profile: showOnProfile },
          }),
        )
      }
      onClose={() =>
        void run(() => mutations.close.mutateAsync({ body: { project_id: selectedProjectId! } }))
      }
      issuesDrawer={issuesDrawer}
    />
  );
  return useDeferredValue(view);
}
