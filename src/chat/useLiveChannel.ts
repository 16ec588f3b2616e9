// Listens to one or more events of one private channel while a screen shows, and reports the connection's state.
// When the connection comes back after a loss (server restart, network), `onReconnect` runs so the
// screen fetches what it missed.
import { useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ModelDataProvider } from '../providers/dataProvider';
import { liveConnection } from './liveConnection';
import { listenOn } from './sharedChannels';

export type LiveState = 'connecting' | 'connected' | 'unavailable' | 'offline';

function stateOf(pusherState: string): LiveState {
  if (pusherState === 'connected') return 'connected';
  if (pusherState === 'unavailable' || pusherState === 'failed') return 'unavailable';
  if (pusherState === 'disconnected') return 'offline';
  return 'connecting';
}

export function useLiveChannel<T>(
  channelName: string | null,
  events: string | readonly string[],
  onEvent: (data: T) => void,
  onReconnect?: () => void,
): LiveState {
  const dataProvider = useDataProvider<ModelDataProvider>();
  const [state, setState] = useState<LiveState>('connecting');
  const handlers = useRef({ onEvent, onReconnect });
  handlers.current = { onEvent, onReconnect };
  // A stable key, so a list written inline does not subscribe again at each render.
  const eventKey = typeof events === 'string' ? events : events.join(' ');

  useEffect(() => {
    if (!channelName) return;
    let stopped = false;
    let cleanup = () => {};
    liveConnection(() => dataProvider.realtimeConfig())
      .then((pusher) => {
        if (stopped) return;
        let wasLost = false;
        const onState = ({ current }: { current: string }) => {
          const next = stateOf(current);
          if (next === 'connected' && wasLost) handlers.current.onReconnect?.();
          if (next === 'unavailable' || next === 'offline') wasLost = true;
          setState(next);
        };
        const stopListening = listenOn<T>(pusher, channelName, eventKey.split(' '), (data) =>
          handlers.current.onEvent(data),
        );
        pusher.connection.bind('state_change', onState);
        setState(stateOf(pusher.connection.state));
        cleanup = () => {
          stopListening();
          pusher.connection.unbind('state_change', onState);
        };
      })
      .catch(() => {
        if (!stopped) setState('unavailable');
      });
    return () => {
      stopped = true;
      cleanup();
    };
  }, [channelName, eventKey, dataProvider]);

  return state;
}
