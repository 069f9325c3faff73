import { Redis } from 'ioredis';

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

const CHANNEL = 'lancer:chat';

/** Every instance subscribes to one channel and delivers to the sockets it holds. */
export async function createRedisHub(url: string, deliver: Deliver): Promise<ChatHub> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(CHANNEL);
  subscriber.on('message', (_channel: string, payload: string) => {
    const { userIds, frame } = JSON.parse(payload) as { userIds: string[]; frame: string };
    deliver(userIds, frame);
  });
  return {
    async publish(userIds, frame) {
      await publisher.publish(CHANNEL, JSON.stringify({ userIds, frame }));
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
