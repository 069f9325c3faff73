import { BotIcon, UserIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Badge } from '@lancer/ui/components/badge';
import { cn } from '@lancer/ui/lib/cn';

import { Markdown } from '../../components/markdown';

/** One message of a lab conversation: mine as plain text, the AI's as safe Markdown. */
export function ChatMessage({
  role,
  content,
  stopped = false,
  live = false,
}: {
  role: 'user' | 'assistant';
  content: string;
  stopped?: boolean;
  live?: boolean;
}) {
  const { t } = useTranslation('lab', { keyPrefix: 'multiturnChat' });
  const mine = role === 'user';
  const Icon = mine ? UserIcon : BotIcon;
  return (
    <li
      data-role={role}
      aria-busy={live || undefined}
      className={cn('flex gap-3', mine && 'flex-row-reverse')}
    >
      <span
        aria-hidden
        className="mt-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
      >
        <Icon className="size-4" />
      </span>
      <div
        className={cn(
          'max-w-[80%] min-w-0 rounded-lg px-3 py-2',
          mine ? 'bg-primary text-primary-foreground' : 'border bg-card',
        )}
      >
        <span className="sr-only">{mine ? t('you') : t('assistant')}: </span>
        {mine ? (
          <p className="text-sm break-words whitespace-pre-wrap">{content}</p>
        ) : (
          <Markdown text={content || '…'} />
        )}
        {stopped && (
          <Badge variant="secondary" className="mt-2">
            {t('stopped')}
          </Badge>
        )}
      </div>
    </li>
  );
}
