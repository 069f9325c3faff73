import { Redis } from 'ioredis';

export type RedisChannel = {
  publish(payload: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * One Redis pub/sub channel shared by every server instance: `publish` sends to all of them
 * (this one included), `onMessage` runs for each payload received.
 */
export async function openRedisChannel(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<RedisChannel> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, payload: string) => onMessage(payload));
  return {
    async publish(payload) {
      await publisher.publish(channel, payload);
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
