// Several parts of the page listen on one channel (the support screen and the menu's unread news both on
// private-support): pusher-js holds one subscription per name, so it is left only when the last
// listener goes.
import type Pusher from 'pusher-js';

const listeners = new Map<string, number>();

/** Binds `handler` to `events` of the channel; the returned function unbinds it and, if last, unsubscribes. */
export function listenOn<T>(
  pusher: Pusher,
  channelName: string,
  events: readonly string[],
  handler: (data: T) => void,
): () => void {
  const channel = pusher.subscribe(channelName);
  listeners.set(channelName, (listeners.get(channelName) ?? 0) + 1);
  for (const event of events) channel.bind(event, handler);
  return () => {
    for (const event of events) channel.unbind(event, handler);
    const left = (listeners.get(channelName) ?? 1) - 1;
    if (left > 0) listeners.set(channelName, left);
    else {
      listeners.delete(channelName);
      pusher.unsubscribe(channelName);
    }
  };
}
