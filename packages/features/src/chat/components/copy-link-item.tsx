import { useTranslation } from 'react-i18next';

import { DropdownMenuItem } from '@lancer/ui/components/dropdown-menu';
import { toast } from '@lancer/ui/components/toast';

/**
 * "Copy link" in a message's menu: puts the message's address (decision 1620, absolute, so it can
 * be pasted anywhere) on the clipboard and says so in a toast, or that it could not.
 */
export function CopyLinkItem({ href }: { href: string }) {
  const { t } = useTranslation('chat');
  return (
    <DropdownMenuItem
      onSelect={() => {
        navigator.clipboard.writeText(href).then(
          () => toast({ title: t('linkCopied'), variant: 'success' }),
          () => toast({ title: t('linkNotCopied'), variant: 'destructive' }),
        );
      }}
    >
      {t('copyLink')}
    </DropdownMenuItem>
  );
}
