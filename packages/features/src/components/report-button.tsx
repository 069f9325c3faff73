import { FlagIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ReportTargetType } from '@lancer/api/schemas/report';
import { Button } from '@lancer/ui/components/button';

import { ReportDialog } from './report-dialog';

type ReportButtonProps = {
  targetType: ReportTargetType;
  targetId: string;
  className?: string;
};

/** "Report…": opens the report dialog for a job post, a profile or a review (decision 1504). */
export function ReportButton({ targetType, targetId, className }: ReportButtonProps) {
  const { t } = useTranslation('common', { keyPrefix: 'report' });
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" className={className} onClick={() => setOpen(true)}>
        <FlagIcon aria-hidden />
        {t(`open.${targetType}`)}
      </Button>
      <ReportDialog targetType={targetType} targetId={targetId} open={open} onOpenChange={setOpen} />
    </>
  );
}
