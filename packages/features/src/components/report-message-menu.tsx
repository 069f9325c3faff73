import { useState } from 'react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import { DropdownMenu, DropdownMenuContent, DropdownMenuItem } from '@lancer/ui/components/dropdown-menu';

import { MessageMenuTrigger } from './message-menu-trigger';
import { ReportDialog } from './report-dialog';

/** Another member's message's menu: the items given first (Copy link), then Report… (decision 1504). */
export function ReportMessageMenu({
  messageId,
  children,
}: {
  messageId: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('common', { keyPrefix: 'report' });
  const [open, setOpen] = useState(false);
  return (
    <>
      <DropdownMenu modal={false}>
        <MessageMenuTrigger label={t('messageMenu')} />
        <DropdownMenuContent align="start">
          {children}
          <DropdownMenuItem onSelect={() => setOpen(true)}>{t('open.message')}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog targetType="message" targetId={messageId} open={open} onOpenChange={setOpen} />
    </>
  );
}
