import { Redis } from 'ioredis';

export type RedisChannel = {
  /**
   * Sends to every instance (this one included). Resolves false, at once, when Redis is not
   * reachable: nothing is queued for later (decision 0800), the caller decides what that means.
   */
  publish(payload: string): Promise<boolean>;
  /** Both connections are up and subscribed. */
  isReady(): boolean;
  close(): Promise<void>;
};

type Log = { warn: (object: object, message: string) => void; info: (message: string) => void };

export type RedisChannelOptions = {
  log?: Log;
  /**
   * Runs when the subscription is back after it was lost (Redis restarted, network cut): the
   * payloads published meanwhile never arrived here, so the caller catches up from its store.
   * `lostAt` is when this instance saw the connection go.
   */
  onResubscribed?: (lostAt: Date) => void;
};

/**
 * One Redis pub/sub channel shared by every server instance: `publish` sends to all of them
 * (this one included), `onMessage` runs for each payload received.
 *
 * Redis being away is a state, not a crash: the instance starts without it (the connections keep
 * retrying in the background, ioredis' own reconnect), every 'error' is logged (once per outage),
 * a publish while it is away answers false at once instead of queueing, and ioredis subscribes
 * again when the connection comes back.
 */
export function openRedisChannel(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  options: RedisChannelOptions = {},
): RedisChannel {
  const common = {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    // Reconnect every 0.2 s .. 2 s for as long as it takes.
    retryStrategy: (times: number) => Math.min(200 * times, 2_000),
  };
  // The publisher fails fast while disconnected; the subscriber's SUBSCRIBE waits for the connection.
  const publisher = new Redis(url, { ...common, enableOfflineQueue: false });
  const subscriber = new Redis(url, { ...common, autoResubscribe: true });
  // Until the first subscription, payloads published by others never reach here either.
  let lostAt: Date | null = new Date();
  let subscribed = false;
  const warned = new WeakSet<Redis>();
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: Error) => {
      if (warned.has(connection)) return;
      warned.add(connection);
      options.log?.warn({ err: error, channel }, 'Redis unreachable; retrying in the background');
    });
    connection.on('ready', () => warned.delete(connection));
  }
  subscriber.on('close', () => {
    if (subscribed) lostAt = new Date();
    subscribed = false;
  });
  subscriber.on('ready', () => {
    // Subscribed first, caught up second: a payload published in between arrives both ways, and
    // the receivers drop what they already have (by id); none falls between the two.
    subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
        const since = lostAt;
        lostAt = null;
        if (since) options.onResubscribed?.(since);
      },
      () => {},
    );
  });
  subscriber.on('message', (_channel: string, payload: string) => onMessage(payload));
  publisher.connect().catch(() => {});
  subscriber.connect().catch(() => {});

  return {
    async publish(payload) {
      if (publisher.status !== 'ready') return false;
      try {
        await publisher.publish(channel, payload);
        return true;
      } catch {
        return false;
      }
    },
    isReady: () => publisher.status === 'ready' && subscriber.status === 'ready' && subscribed,
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
