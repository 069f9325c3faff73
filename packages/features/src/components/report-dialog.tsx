import { useState } from 'react';

import { userMessageOf } from '@lancer/api/http/api-error';
import { useSubmitReport } from '@lancer/api/report/submit-report';
import { ALREADY_REPORTED } from '@lancer/api/rules/report';
import type { ReportTargetType } from '@lancer/api/schemas/report';

import { ReportDialogView } from './report-dialog-view';

type ReportDialogProps = {
  targetType: ReportTargetType;
  targetId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The report dialog wired (decision 1504): sends the report; an open report of the same target by
 * the same user (409, REPORT-ONE-OPEN) says so instead of failing.
 */
export function ReportDialog({ targetType, targetId, open, onOpenChange }: ReportDialogProps) {
  const submit = useSubmitReport();
  const [stage, setStage] = useState<'form' | 'sent' | 'already'>('form');
  const refusedAsDuplicate = submit.error !== null && userMessageOf(submit.error) === ALREADY_REPORTED;
  return (
    <ReportDialogView
      // A new form each time it opens, without the last report's choices.
      key={open ? 'open' : 'closed'}
      targetType={targetType}
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          submit.reset();
          setStage('form');
        }
        onOpenChange(next);
      }}
      stage={refusedAsDuplicate ? 'already' : stage}
      busy={submit.isPending}
      failure={submit.error && !refusedAsDuplicate ? userMessageOf(submit.error) : null}
      onSubmit={(values) =>
        submit.mutate(
          { body: { target_type: targetType, target_id: targetId, ...values } },
          { onSuccess: () => setStage('sent') },
        )
      }
    />
  );
}
