import { userMessageOf } from '@lancer/api/http/api-error';
import { useState } from 'react';

import { useCancelProductInvite } from '@lancer/api/product/cancel-product-invite';
import { useFetchProductCollaborators } from '@lancer/api/product/fetch-product-collaborators';
import { useInviteProductCollaborator } from '@lancer/api/product/invite-product-collaborator';
import { useRemoveProductCollaborator } from '@lancer/api/product/remove-product-collaborator';

import { toLoadable } from '../../lib/to-loadable';
import { CollaboratorsView } from './collaborators-view';

type CollaboratorsProps = { productId: string; isOwner: boolean };

export function Collaborators({ productId, isOwner }: CollaboratorsProps) {
  const team = useFetchProductCollaborators({ product_id: productId });
  const invite = useInviteProductCollaborator();
  const remove = useRemoveProductCollaborator();
  const cancel = useCancelProductInvite();
  const [inviteCount, setInviteCount] = useState(0);
  const failed = remove.isError ? remove.error : cancel.isError ? cancel.error : null;
  return (
    <CollaboratorsView
      state={toLoadable(team)}
      isOwner={isOwner}
      invitePending={invite.isPending}
      inviteCount={inviteCount}
      inviteFailure={invite.isError ? userMessageOf(invite.error) : null}
      inviteError={invite.error}
      onInvite={(invitee) =>
        invite.mutate(
          { body: { product_id: productId, invitee } },
          {
            onSuccess: () => {
              setInviteCount((count) => count + 1);
              invite.reset();
            },
          },
        )
      }
      removingId={remove.isPending ? (remove.variables?.query?.user_id ?? null) : null}
      onRemove={(userId) => remove.mutate({ query: { product_id: productId, user_id: userId } })}
      cancellingId={cancel.isPending ? (cancel.variables?.query?.invite_id ?? null) : null}
      onCancelInvite={(inviteId) => cancel.mutate({ query: { product_id: productId, invite_id: inviteId } })}
      failure={failed ? userMessageOf(failed) : null}
    />
  );
}
