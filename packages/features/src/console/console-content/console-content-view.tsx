import { useTranslation } from 'react-i18next';

import type { HideableType } from '@lancer/api/schemas/report';
import type { ConsoleContent } from '@lancer/api/schemas/console';
import type { Loadable } from '@lancer/ui/components/load-state';

import { ConsolePage, ConsoleSearch, ConsoleToggle } from '../../components/console-page';
import { ContentCard, type ContentActions } from './components/content-card';

export type ConsoleContentViewProps = ContentActions & {
  type: HideableType;
  onTypeChange: (type: HideableType) => void;
  /** The search sent: a part of the words, the author's name or email, or the id. */
  query: string;
  onSearch: (query: string) => void;
  items: Loadable<readonly ConsoleContent[]>;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
};

/** The console's job posts and reviews (decision 1541): search, hide with a reason, restore; no report needed. */
export function ConsoleContentView({
  type,
  onTypeChange,
  query,
  onSearch,
  items,
  page,
  pageCount,
  onPageChange,
  ...actions
}: ConsoleContentViewProps) {
  const { t } = useTranslation('console', { keyPrefix: 'content' });
  return (
    <ConsolePage
      title={t('title')}
      description={t('lead')}
      listLabel={t(`lists.${type}`)}
      items={items}
      empty={{ title: t('emptyTitle'), description: t('emptyBody') }}
      errorTitle={t('loadFailed')}
      itemKey={(item) => item.subject_id}
      itemClassName="rounded-lg border p-4"
      renderItem={(item) => <ContentCard item={item} {...actions} />}
      pagination={{ page, pageCount, onPageChange }}
    >
      <ConsoleToggle
        label={t('type')}
        options={['job_post', 'review'] as const}
        value={type}
        onChange={onTypeChange}
        optionLabel={(option) => t(`types.${option}`)}
      />
      <ConsoleSearch keyPrefix="content" query={query} onSearch={onSearch} />
    </ConsolePage>
  );
}
