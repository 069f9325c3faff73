import { MessageSquareIcon } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';

import { AppLink } from '../navigation/app-link';
import { paths, type ChatWith } from '../navigation/paths';

export type MessageButtonProps = {
  /** The person and what the talk is about: one conversation per pair and context (decision 1600). */
  to: ChatWith;
  /** Whom it messages, for the button's accessible name. */
  name: string;
  size?: React.ComponentProps<typeof Button>['size'];
};

/** "Message": a link to /messages that opens (or creates) the conversation with this person about this. */
export function MessageButton({ to, name, size }: MessageButtonProps) {
  const { t } = useTranslation('common', { keyPrefix: 'message' });
  return (
    <Button variant="outline" size={size} asChild>
      <AppLink to={paths.messages.getHref(to)} aria-label={t('to', { name })}>
        <MessageSquareIcon aria-hidden />
        {t('button')}
      </AppLink>
    </Button>
  );
}
