import { ExternalLinkIcon } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import type { PortfolioItem } from '@lancer/api/schemas/review-portfolio';

/** The address as a reader recognises it: the host and path, without the scheme. */
const shownLink = (link: string) => link.replace(/^https?:\/\//, '').replace(/\/$/, '');

/**
 * One piece of a provider's portfolio (decision 1370): its first image large, the others as
 * thumbnails that open the full image, the title, the description and the link. On the public
 * profile and in the provider's own editor (`actions`).
 */
export function PortfolioCard({ item, actions }: { item: PortfolioItem; actions?: React.ReactNode }) {
  const { t } = useTranslation('common', { keyPrefix: 'portfolio' });
  const [cover, ...rest] = item.images;
  const alt = (index: number) =>
    t('imageAlt', { title: item.title, n: index + 1, count: item.images.length });
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border bg-card">
      {cover ? (
        <a href={cover.url} target="_blank" rel="noopener noreferrer" className="block bg-muted">
          <img
            src={cover.url}
            alt={alt(0)}
            width={640}
            height={400}
            loading="lazy"
            decoding="async"
            className="aspect-[16/10] w-full object-cover"
          />
        </a>
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold break-words">{item.title}</h3>
        <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{item.description}</p>
        {rest.length > 0 ? (
          <ul aria-label={t('moreImages')} className="flex flex-wrap gap-2">
            {rest.map((image, index) => (
              <li key={image.id}>
                <a href={image.url} target="_blank" rel="noopener noreferrer" className="block">
                  <img
                    src={image.url}
                    alt={alt(index + 1)}
                    width={96}
                    height={60}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[16/10] w-24 rounded border object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {item.link ? (
          <a
            href={item.link}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="inline-flex max-w-full items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <ExternalLinkIcon aria-hidden className="size-4 shrink-0" />
            <span className="truncate">{shownLink(item.link)}</span>
            <span className="sr-only">{t('opensNewTab')}</span>
          </a>
        ) : null}
        {actions ? <div className="mt-auto flex flex-wrap gap-2 pt-2">{actions}</div> : null}
      </div>
    </article>
  );
}
