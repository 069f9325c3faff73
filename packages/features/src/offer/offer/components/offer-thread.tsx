import { useTranslation } from 'react-i18next';

import type { UserSummary } from '@lancer/api/schemas/common';
import type { Offer } from '@lancer/api/schemas/offer';
import { Avatar } from '@lancer/ui/components/avatar';

import { formatMoment } from '../../../lib/format';
import { personName } from '../../../lib/person-name';

type Entry = { id: string; author: UserSummary; text: string; body: string; at: string };

/**
 * The offer's history, oldest first: sent by the client, then each request for changes, revision
 * (with its note) and decline (with its reason), who wrote it and when.
 */
export function OfferThread({ offer, viewerId }: { offer: Offer; viewerId: string }) {
  const { t, i18n } = useTranslation('offer', { keyPrefix: 'offer' });
  const nameOf = (person: UserSummary) => (person.user_id === viewerId ? t('you') : personName(person));
  const entries: Entry[] = [
    {
      id: 'sent',
      author: offer.client,
      text: t('sentEntry', { name: nameOf(offer.client) }),
      body: '',
      at: offer.created_at,
    },
    ...offer.messages.map((message) => ({
      id: message.id,
      author: message.author,
      text: t(`entries.${message.kind}`, { name: nameOf(message.author), revision: message.revision }),
      body: message.body,
      at: message.created_at,
    })),
  ];
  return (
    <section aria-labelledby="offer-thread" className="flex flex-col gap-3">
      <h2 id="offer-thread" className="text-lg font-semibold">
        {t('thread')}
      </h2>
      <ol className="flex flex-col gap-4">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-start gap-3">
            <Avatar src={entry.author.photo_url || null} email={entry.author.flid} alt="" size={32} />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="text-sm">
                <span className="font-medium">{entry.text}</span>
                <span className="text-muted-foreground">
                  {' · '}
                  <time dateTime={entry.at}>{formatMoment(entry.at, i18n.language)}</time>
                </span>
              </p>
              {entry.body ? (
                <blockquote className="rounded-md border bg-muted/40 px-3 py-2 text-sm break-words whitespace-pre-line">
                  {entry.body}
                </blockquote>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
