import { useRef, useState } from 'react';

import { useDecideDispute } from '@lancer/api/console/decide-dispute';
import { useFetchDisputeQueue } from '@lancer/api/console/fetch-dispute-queue';
import { useFetchProfile } from '@lancer/api/user/fetch-profile';

import { toLoadable } from '../../lib/to-loadable';
import { ConsoleDisputesView, type QueueOrder } from './console-disputes-view';

/**
 * /console/disputes wired: the escalated disputes by age or amount, and the decision with one
 * idempotency key per dispute until it is decided (a double click or a retry decides once). The
 * signed-in administrator's id tells the disputes they are a side of (DISPUTE-NO-OWN-CASE).
 */
export function ConsoleDisputes() {
  const [order, setOrder] = useState<QueueOrder>('age');
  const queue = useFetchDisputeQueue({ order, filter: 'waiting', page_size: 50 });
  const decide = useDecideDispute();
  const profile = useFetchProfile();
  const keys = useRef(new Map<string, string>());
  return (
    <ConsoleDisputesView
      order={order}
      onOrderChange={setOrder}
      currentUserId={profile.data?.account.basic.user_id ?? null}
      queue={toLoadable(queue, (page) => page.items)}
      deciding={decide.isPending}
      decideError={decide.error?.message ?? null}
      onDecide={(dispute, decision) => {
        const key = keys.current.get(dispute.id) ?? `decide-${dispute.id}-${Date.now()}`;
        keys.current.set(dispute.id, key);
        return decide.mutateAsync({ body: { ...decision, idempotency_key: key } });
      }}
    />
  );
}
