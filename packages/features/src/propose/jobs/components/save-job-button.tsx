import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { Request } from '@lancer/api/schemas/request';
import { Button } from '@lancer/ui/components/button';

type SaveJobButtonProps = { request: Request; pending: boolean; onToggle: (request: Request) => void };

/** Saves or unsaves a job; pressed while saved. */
export function SaveJobButton({ request, pending, onToggle }: SaveJobButtonProps) {
  const { t } = useTranslation('propose', { keyPrefix: 'jobs' });
  const Icon = request.saved ? BookmarkCheck : Bookmark;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-pressed={request.saved}
      aria-label={t(request.saved ? 'unsaveJob' : 'saveJob', { title: request.title })}
      disabled={pending}
      onClick={() => onToggle(request)}
    >
      <Icon aria-hidden />
      {t(request.saved ? 'saved' : 'save')}
    </Button>
  );
}
