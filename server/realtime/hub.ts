// The process's channel hub: sockets of the Pusher-protocol endpoint subscribe to channels here, and
// every event published (by this process or, through the database, by another) reaches them. It also
// knows each connected socket and the session `broadcasting/auth` signed it for, so that a sign-out,
// a revoked session, a disabled account or a changed role ends that socket's private subscriptions.

/** One delivery: the Pusher frame's event, channel and data (a JSON text, as the protocol sends it). */
export type Deliver = (frame: string) => void;

/** The session a socket's subscriptions were signed for (token 0: a company identity provider's token). */
export interface SocketSession {
  adminId: number;
  tokenId: number;
}

/** A connected socket as the hub sees it. */
export interface LiveSocket {
  readonly channels: ReadonlySet<string>;
  session: SocketSession | null;
  /** Closes the connection with a Pusher close code. */
  end(code: number, reason: string): void;
  /** Ends one subscription, telling the client why. */
  drop(channel: string): void;
}

export class ChannelHub {
  private readonly channels = new Map<string, Set<Deliver>>();
  private readonly sockets = new Map<string, LiveSocket>();

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

  connect(socketId: string, socket: LiveSocket): void {
    this.sockets.set(socketId, socket);
  }

  disconnect(socketId: string): void {
    this.sockets.delete(socketId);
  }

  isConnected(socketId: string): boolean {
    return this.sockets.has(socketId);
  }

  sessionOf(socketId: string): SocketSession | null {
    return this.sockets.get(socketId)?.session ?? null;
  }

  /** Records whose session signed the socket's subscriptions (the first signer keeps it). */
  bind(socketId: string, session: SocketSession): void {
    const socket = this.sockets.get(socketId);
    if (socket && socket.session === null) socket.session = session;
  }

  /** This process's sockets that hold a signed session. */
  boundSockets(): Array<[string, LiveSocket & { session: SocketSession }]> {
    return [...this.sockets].filter((entry): entry is [string, LiveSocket & { session: SocketSession }] =>
      Boolean(entry[1].session),
    );
  }
}
