// Where the API's events go: the process's own hub (the Pusher-protocol endpoint), and with PostgreSQL
// the other processes' hubs too (NOTIFY), or an external Pusher-compatible service when one is set.
import type { ChannelHub } from './hub';

export interface Publisher {
  publish(channel: string, event: string, data: unknown): Promise<void>;
  close(): Promise<void>;
}

/** One process: events go straight to its hub. */
export function localPublisher(hub: ChannelHub): Publisher {
  return {
    async publish(channel, event, data) {
      hub.deliver(channel, event, data);
    },
    async close() {},
  };
}
