import { useState } from 'react';

import { useHideContent } from '@lancer/api/console/hide-content';
import { useRestoreContent } from '@lancer/api/console/restore-content';
import { useSearchConsoleContent } from '@lancer/api/console/search-console-content';
import { userMessageOf } from '@lancer/api/http/api-error';
import type { HideableType } from '@lancer/api/schemas/report';

import { toLoadable } from '../../lib/to-loadable';
import { ConsoleContentView } from './console-content-view';

const PAGE_SIZE = 20;

/** /console/content wired: job posts or reviews, searched, hidden with a reason, restored (decision 1541). */
export function ConsoleContent() {
  const [type, setType] = useState<HideableType>('job_post');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const items = useSearchConsoleContent({ type, q: query, page, page_size: PAGE_SIZE });
  const hide = useHideContent();
  const restore = useRestoreContent();
  const failed = [hide, restore].find((call) => call.error);
  return (
    <ConsoleContentView
      type={type}
      onTypeChange={(next) => {
        [hide, restore].forEach((call) => call.reset());
        setType(next);
        setPage(1);
      }}
      query={query}
      onSearch={(next) => {
        setQuery(next);
        setPage(1);
      }}
      items={toLoadable(items, (result) => result.items)}
      page={page}
      pageCount={Math.ceil((items.data?.total ?? 0) / PAGE_SIZE)}
      onPageChange={setPage}
      busy={hide.isPending || restore.isPending}
      actionError={failed?.error ? userMessageOf(failed.error) : null}
      onHide={(item, values) =>
        hide.mutateAsync({
          body: { subject_type: item.subject_type, subject_id: item.subject_id, reason: values.reason },
        })
      }
      onRestore={(item) =>
        restore.mutate({ body: { subject_type: item.subject_type, subject_id: item.subject_id, reason: '' } })
      }
    />
  );
}
