import { userMessageOf } from '@lancer/api/http/api-error';
import { useState } from 'react';

import type { IssueState } from '@lancer/api/constants';
import { useConfirmProductIssue } from '@lancer/api/product/confirm-product-issue';
import { useCreateProductIssue } from '@lancer/api/product/create-product-issue';
import { useFetchProductCollaborators } from '@lancer/api/product/fetch-product-collaborators';
import { useFetchProductIssues } from '@lancer/api/product/fetch-product-issues';
import { useReopenProductIssue } from '@lancer/api/product/reopen-product-issue';
import { useResolveProductIssue } from '@lancer/api/product/resolve-product-issue';
import { checkProductIssueAction } from '@lancer/api/rules/product-membership';

import { toLoadable } from '../../lib/to-loadable';
import { personName } from '../../lib/person-name';
import { IssuesView, type IssueAction } from './issues-view';

const actions: readonly IssueAction[] = ['resolve', 'confirm', 'reopen'];

type IssuesProps = { productId: string; currentUserId: string; isOwner: boolean };

export function Issues({ productId, currentUserId, isOwner }: IssuesProps) {
  const [filter, setFilter] = useState<IssueState | 'all'>('all');
  const issues = useFetchProductIssues({
    product_id: productId,
    page: 1,
    page_size: 100,
    ...(filter !== 'all' ? { state: filter } : {}),
  });
  const team = useFetchProductCollaborators({ product_id: productId });
  const create = useCreateProductIssue();
  const moves = {
    resolve: useResolveProductIssue(),
    confirm: useConfirmProductIssue(),
    reopen: useReopenProductIssue(),
  };
  const [addCount, setAddCount] = useState(0);
  const moving = actions.map((action) => moves[action]).find((move) => move.isPending);
  const failed = [create, ...actions.map((action) => moves[action])].find((call) => call.isError)?.error;
  return (
    <IssuesView
      state={toLoadable(issues, (page) => page.items)}
      filter={filter}
      onFilterChange={setFilter}
      members={(team.data?.collaborators ?? []).map((member) => ({
        value: member.user.user_id,
        label: personName(member.user),
      }))}
      addPending={create.isPending}
      addCount={addCount}
      addError={create.error}
      onAdd={(issue) =>
        create.mutate(
          { body: { product_id: productId, ...issue } },
          { onSuccess: () => setAddCount((count) => count + 1) },
        )
      }
      // The same rule the server applies: a button shows exactly when the call would be accepted.
      actionsOf={(issue) =>
        actions.filter(
          (action) =>
            checkProductIssueAction(
              isOwner ? 'owner' : 'collaborator',
              issue.reporter.user_id === currentUserId,
              issue.state,
              action,
            ) === null,
        )
      }
      actingId={moving?.variables?.body?.issue_id ?? null}
      onAction={(id, action) => {
        for (const other of actions) moves[other].reset();
        moves[action].mutate({ body: { issue_id: id } });
      }}
      failure={failed ? userMessageOf(failed) : null}
    />
  );
}
