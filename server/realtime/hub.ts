// The process's channel hub: sockets of the Pusher-protocol endpoint subscribe to channels here, and
// every event published (by this process or, through the database, by another) reaches them.

/** One delivery: the Pusher frame's event, channel and data (a JSON text, as the protocol sends it). */
export type Deliver = (frame: string) => void;

export class ChannelHub {
  private readonly channels = new Map<string, Set<Deliver>>();

  subscribe(channel: string, deliver: Deliver): void {
    let set = this.channels.get(channel);
    if (!set) this.channels.set(channel, (set = new Set()));
    set.add(deliver);
  }

  unsubscribe(channel: string, deliver: Deliver): void {
    const set = this.channels.get(channel);
    if (!set) return;
    set.delete(deliver);
    if (set.size === 0) this.channels.delete(channel);
  }

  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  /** Sends one event to every local subscriber of the channel; the frame is built once. */
  deliver(channel: string, event: string, data: unknown): void {
    const set = this.channels.get(channel);
    if (!set || set.size === 0) return;
    const frame = JSON.stringify({ event, channel, data: JSON.stringify(data) });
    for (const deliver of set) deliver(frame);
  }
}
