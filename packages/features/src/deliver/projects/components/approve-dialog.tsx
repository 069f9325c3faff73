import { useTranslation } from 'react-i18next';

import type { Issue } from '@lancer/api/schemas/issue';
import type { MilestoneDetail } from '@lancer/api/schemas/milestone';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@lancer/ui/components/alert-dialog';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';

import { ConfirmDialogFooter } from '../../../components/confirm-dialog-footer';
import { useLoadStateLabels } from '../../../lib/use-load-state-labels';

export type ApproveDialogProps = {
  milestone: MilestoneDetail | null;
  /** The open issues linked to the milestone, shown before the client approves anyway. */
  openIssues: Loadable<readonly Issue[]>;
  busy: boolean;
  /** Why the last try failed. */
  error: string | null;
  onApprove: (milestone: MilestoneDetail) => void;
  onCancel: () => void;
};

/** Approving a milestone whose linked issues are still open: they are listed first ("Approve anyway"). */
export function ApproveDialog({
  milestone,
  openIssues,
  busy,
  error,
  onApprove,
  onCancel,
}: ApproveDialogProps) {
  const { t } = useTranslation('deliver', { keyPrefix: 'projects' });
  const labels = useLoadStateLabels();
  if (!milestone) return null;
  return (
    <AlertDialog open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('approve.title', { title: milestone.title })}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('approve.openIssues', { count: milestone.open_issue_count })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <LoadState state={openIssues} errorTitle={t('approve.issuesFailed')} {...labels}>
          {(issues) => (
            <ul className="flex flex-col gap-1 text-sm">
              {issues.map((issue) => (
                <li key={issue.id} className="break-words">
                  #{issue.number} {issue.title}
                </li>
              ))}
            </ul>
          )}
        </LoadState>
        <ConfirmDialogFooter
          failure={error ? t('actionFailed', { message: error }) : null}
          cancelLabel={t('cancel')}
          actionLabel={t('approve.anyway')}
          busy={busy}
          onConfirm={() => onApprove(milestone)}
        />
      </AlertDialogContent>
    </AlertDialog>
  );
}
