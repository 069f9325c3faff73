import { useState } from 'react';

import { userMessageOf } from '@lancer/api/http/api-error';
import { useSearchRequestPages } from '@lancer/api/request/search-requests';
import type { TalentList } from '@lancer/api/schemas/talent-list';
import { useAddProviderToTalentList } from '@lancer/api/talent-list/add-provider-to-talent-list';
import { useCreateTalentList } from '@lancer/api/talent-list/create-talent-list';
import { useDeleteTalentList } from '@lancer/api/talent-list/delete-talent-list';
import { useFetchTalentList } from '@lancer/api/talent-list/fetch-talent-list';
import { useFetchTalentLists } from '@lancer/api/talent-list/fetch-talent-lists';
import { useInviteTalentList } from '@lancer/api/talent-list/invite-talent-list';
import { useRemoveProviderFromTalentList } from '@lancer/api/talent-list/remove-provider-from-talent-list';
import { useRenameTalentList } from '@lancer/api/talent-list/rename-talent-list';

import type { SaveToTalentListProps } from '../components/save-to-talent-list-button';
import type { TalentListChange, TalentListsListProps } from '../components/talent-lists-list';
import { itemsOfPages, toLoadMore } from './load-more';
import { toLoadable } from './to-loadable';

type Mutation = { isPending: boolean; isSuccess: boolean; error: Error | null };

/** A mutation's state as a list's dialog shows it. */
const changeOf = (mutation: Mutation): TalentListChange =>
  mutation.isPending
    ? { status: 'busy' }
    : mutation.error
      ? { status: 'failed', reason: userMessageOf(mutation.error) }
      : mutation.isSuccess
        ? { status: 'done' }
        : { status: 'idle' };

/** The hub's talent lists, connected: the list's props (decision 2201). */
export function useTalentListsList(): TalentListsListProps {
  const lists = useFetchTalentLists({ page: 1, page_size: 50 });
  const [openId, setOpenId] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const openList = useFetchTalentList({ talent_list_id: openId ?? '' }, { enabled: openId !== null });
  // LIST-LOAD-MORE: the jobs to invite to, a page at a time, never a silent cut.
  const openJobs = useSearchRequestPages(
    { scope: 'mine', status: 'RECRUITING', page_size: 20 },
    { enabled: inviting },
  );
  const rename = useRenameTalentList();
  const remove = useDeleteTalentList();
  const takeOff = useRemoveProviderFromTalentList();
  const invite = useInviteTalentList();
  const failure = remove.error ?? takeOff.error;
  return {
    lists: toLoadable(lists, (page) => page.items),
    openId,
    openList: toLoadable(openList),
    openJobs: toLoadable(openJobs, itemsOfPages),
    moreOpenJobs: toLoadMore(openJobs),
    rename: rename.variables ? { id: rename.variables.body.talent_list_id, state: changeOf(rename) } : null,
    invite: invite.variables
      ? { id: invite.variables.body.talent_list_id, state: changeOf(invite), result: invite.data ?? null }
      : null,
    deletingId: remove.isPending ? (remove.variables?.query.talent_list_id ?? null) : null,
    removingId: takeOff.isPending ? (takeOff.variables?.body.provider_id ?? null) : null,
    failed: failure ? userMessageOf(failure) : null,
    onOpen: (list) => setOpenId(list?.id ?? null),
    onInviting: (list) => {
      if (list) {
        invite.reset();
        setInviting(true);
      }
    },
    onRename: (list, name) => rename.mutate({ body: { talent_list_id: list.id, name } }),
    onDelete: (list) => remove.mutate({ query: { talent_list_id: list.id } }),
    onRemove: (list, providerId) =>
      takeOff.mutate({ body: { talent_list_id: list.id, provider_id: providerId } }),
    onInvite: (list, requestId, message) =>
      invite.mutate({ body: { talent_list_id: list.id, request_id: requestId, message } }),
  };
}

/** "Save" on one provider, connected: my lists (asked for once the dialog opens), saved to or taken off. */
export function useSaveToTalentList(providerId: string): Omit<SaveToTalentListProps, 'providerName'> {
  const [open, setOpen] = useState(false);
  const lists = useFetchTalentLists({ page: 1, page_size: 50, provider_id: providerId }, { enabled: open });
  const add = useAddProviderToTalentList();
  const takeOff = useRemoveProviderFromTalentList();
  const create = useCreateTalentList();
  const last = [add, takeOff, create].find((mutation) => mutation.isPending || mutation.error);
  const busy = add.isPending
    ? (add.variables?.body.talent_list_id ?? null)
    : takeOff.isPending
      ? (takeOff.variables?.body.talent_list_id ?? null)
      : create.isPending
        ? 'new'
        : null;
  return {
    lists: toLoadable(lists, (page) => page.items),
    open,
    onOpenChange: (next) => {
      add.reset();
      takeOff.reset();
      create.reset();
      setOpen(next);
    },
    busy,
    failure: last?.error ? userMessageOf(last.error) : null,
    onToggle: (list: TalentList, save: boolean) => {
      const body = { talent_list_id: list.id, provider_id: providerId };
      if (save) add.mutate({ body });
      else takeOff.mutate({ body });
    },
    onCreate: (name) => create.mutate({ body: { name, provider_id: providerId } }),
  };
}
