import { openRedisChannel } from '../lib/redis-channel';

type Deliver = (userIds: string[], frame: string) => void;

/** Fan-out of chat frames to users' sockets: in-process, or across instances through Redis pub/sub. */
export type ChatHub = {
  publish(userIds: string[], frame: string): Promise<void>;
  close(): Promise<void>;
};

export function createLocalHub(deliver: Deliver): ChatHub {
  return {
    async publish(userIds, frame) {
      deliver(userIds, frame);
    },
    async close() {},
  };
}

/** Every instance subscribes to one channel and delivers to the sockets it holds. */
export async function createRedisHub(url: string, deliver: Deliver): Promise<ChatHub> {
  const channel = await openRedisChannel(url, 'lancer:chat', (payload) => {
    const { userIds, frame } = JSON.parse(payload) as { userIds: string[]; frame: string };
    deliver(userIds, frame);
  });
  return {
    publish: (userIds, frame) => channel.publish(JSON.stringify({ userIds, frame })),
    close: () => channel.close(),
  };
}
