import { openRedisChannel, type RedisChannelOptions } from '../lib/redis-channel';

/** Hands a frame about one message to the sockets of these users that this instance holds. */
type Deliver = (userIds: string[], messageId: string, frame: string) => void;

/** Fan-out of chat frames to users' sockets: in-process, or across instances through Redis pub/sub. */
export type ChatHub = {
  /** Never throws: the message is stored already, so it counts as sent (decision 0800). */
  publish(userIds: string[], messageId: string, frame: string): Promise<void>;
  /** Redis answers (always true without Redis). */
  isReady(): boolean;
  close(): Promise<void>;
};

export function createLocalHub(deliver: Deliver): ChatHub {
  return {
    async publish(userIds, messageId, frame) {
      deliver(userIds, messageId, frame);
    },
    isReady: () => true,
    async close() {},
  };
}

/**
 * Every instance subscribes to one channel and delivers to the sockets it holds. While Redis is
 * away a message reaches the sockets of this instance only; the others catch up from the
 * database when their subscription is back (`onResubscribed`), or when their client reconnects.
 */
export function createRedisHub(
  url: string,
  deliver: Deliver,
  options: Pick<RedisChannelOptions, 'log' | 'onResubscribed'>,
): ChatHub {
  const channel = openRedisChannel(
    url,
    'lancer:chat',
    (payload) => {
      const { userIds, messageId, frame } = JSON.parse(payload) as {
        userIds: string[];
        messageId: string;
        frame: string;
      };
      deliver(userIds, messageId, frame);
    },
    options,
  );
  return {
    async publish(userIds, messageId, frame) {
      const published = await channel.publish(JSON.stringify({ userIds, messageId, frame }));
      if (!published) deliver(userIds, messageId, frame);
    },
    isReady: () => channel.isReady(),
    close: () => channel.close(),
  };
}
