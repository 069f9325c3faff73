import { MoreHorizontalIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@lancer/ui/components/dropdown-menu';

import { ReportDialog } from '../report-dialog/report-dialog';

/** Another member's message's menu: Report… (decision 1504). */
export function ReportMessageMenu({ messageId }: { messageId: string }) {
  const { t } = useTranslation('common', { keyPrefix: 'report' });
  const [open, setOpen] = useState(false);
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          aria-label={t('messageMenu')}
          className="rounded-sm px-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <MoreHorizontalIcon aria-hidden className="size-4" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem onSelect={() => setOpen(true)}>{t('open.message')}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog targetType="message" targetId={messageId} open={open} onOpenChange={setOpen} />
    </>
  );
}
