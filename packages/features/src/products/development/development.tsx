import { userMessageOf } from '@lancer/api/http/api-error';
import { useState } from 'react';

import { useCreateProductWorkItem } from '@lancer/api/product/create-product-work-item';
import { useFetchProductCollaborators } from '@lancer/api/product/fetch-product-collaborators';
import { useFetchProductIssues } from '@lancer/api/product/fetch-product-issues';
import { useFetchProductWorkItems } from '@lancer/api/product/fetch-product-work-items';
import { useUpdateProductWorkItem } from '@lancer/api/product/update-product-work-item';

import { toLoadable } from '../../lib/to-loadable';
import { personName } from '../../lib/person-name';
import { DevelopmentView, type DevelopmentFilters } from './development-view';

export function Development({ productId }: { productId: string }) {
  const [filters, setFilters] = useState<DevelopmentFilters>({ status: 'all', assignee: 'all' });
  const items = useFetchProductWorkItems({
    product_id: productId,
    page: 1,
    page_size: 100,
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
    ...(filters.assignee !== 'all' ? { assignee_id: filters.assignee } : {}),
  });
  const team = useFetchProductCollaborators({ product_id: productId });
  const issues = useFetchProductIssues({ product_id: productId, page: 1, page_size: 100 });
  const create = useCreateProductWorkItem();
  const update = useUpdateProductWorkItem();
  const [addCount, setAddCount] = useState(0);
  const failed = create.isError ? create.error : update.isError ? update.error : null;
  return (
    <DevelopmentView
      state={toLoadable(items, (page) => page.items)}
      filters={filters}
      onFiltersChange={setFilters}
      members={(team.data?.collaborators ?? []).map((member) => ({
        value: member.user.user_id,
        label: personName(member.user),
      }))}
      issues={(issues.data?.items ?? []).map((issue) => ({
        value: issue.id,
        label: `#${issue.number} ${issue.title}`,
      }))}
      addPending={create.isPending}
      addCount={addCount}
      addError={create.error}
      onAdd={(item) =>
        create.mutate(
          { body: { product_id: productId, status: 'todo', ...item } },
          { onSuccess: () => setAddCount((count) => count + 1) },
        )
      }
      movingId={update.isPending ? (update.variables?.body?.work_item_id ?? null) : null}
      onMove={(id, status) => update.mutate({ body: { work_item_id: id, status } })}
      failure={failed ? userMessageOf(failed) : null}
    />
  );
}
