import { useCallback, useEffect, useRef, useState } from 'react';
import { WebSocket as ReconnectingWebSocket } from 'partysocket';
import type { RealtimeSymbol } from '@agulhadas/domain/realtime/protocol';
import { WATCH_RENEW_MS } from '@agulhadas/domain/realtime/watched';
import { SUBSCRIBED_SYMBOLS_KEY } from './model/storage-keys';
import { REALTIME_TEXTS } from './model/texts';
import { useStoredState } from '../../lib/local-storage';
import { negotiatedUrl } from './negotiate-with-retry';
import type { ConnectionStatus, RealtimeConnection } from './realtime-connection';
import { dispatchServerMessage, subscriptionFrame } from './server-message-dispatch';
import { useFrameBatchedUpdates } from './use-frame-batched-updates';
import { useServerClock } from './use-server-clock';

const RECONNECT = {
  minReconnectionDelay: 500,
  maxReconnectionDelay: 10_000,
  reconnectionDelayGrowFactor: 1.6,
  connectionTimeout: 6_000,
};

/**
 * The real-time connection: off → connecting → on; drops reconnect with back-off
 * (partysocket's reconnecting WebSocket, a fresh negotiate each time); after every welcome the saved subscriptions
 * are sent again, and again every WATCH_RENEW_MS while the socket is open, since the server forgets the watched set of
 * a connection it hears nothing from (its disconnect may be lost); closing clears the symbol list and the data.
 */
export function useRealtimeConnection(): RealtimeConnection {
  const [status, setStatus] = useState<ConnectionStatus>('off');
  const [error, setError] = useState<string | null>(null);
  const [symbols, setSymbols] = useState<RealtimeSymbol[]>([]);
  const [latestMessage, setLatestMessage] = useState<unknown>(null);
  const [subscribed, setSubscribed] = useStoredState<string[]>(SUBSCRIBED_SYMBOLS_KEY, []);
  const { updates, queueUpdates, clearUpdates, dropUpdate } = useFrameBatchedUpdates();
  const { syncClock, serverNow } = useServerClock();
  const socketRef = useRef<ReconnectingWebSocket | null>(null);
  const subscribedRef = useRef(subscribed);
  subscribedRef.current = subscribed;

  const handleText = useCallback(
    (socket: ReconnectingWebSocket, text: string) =>
      dispatchServerMessage(text, {
        welcome: (offeredSymbols) => {
          setSymbols(offeredSymbols);
          setError(null);
          const offered = new Set(offeredSymbols.map((symbol) => symbol.key));
          const again = subscribedRef.current.filter((key) => offered.has(key));
          if (again.length) socket.send(subscriptionFrame(true, again));
        },
        updates: (data, sentAt) => {
          syncClock(sentAt);
          queueUpdates(data);
        },
        error: setError,
        other: setLatestMessage,
      }),
    [syncClock, queueUpdates],
  );

  const close = useCallback(() => {
    const socket = socketRef.current;
    socketRef.current = null;
    socket?.close();
    setStatus('off');
    setSymbols([]);
    clearUpdates();
  }, [clearUpdates]);

  const open = useCallback(() => {
    setError(null);
    setStatus('connecting');
    let socket: ReconnectingWebSocket | null = null;
    const isCurrent = () => socket !== null && socketRef.current === socket;
    const onRefused = () => {
      if (isCurrent()) {
        socketRef.current = null;
        setStatus('off');
      }
      socket?.close();
    };
    socket = new ReconnectingWebSocket(negotiatedUrl({ isCurrent, onFailure: setError, onRefused }), [], RECONNECT);
    socketRef.current = socket;
    const current = socket;
    current.addEventListener('open', () => {
      if (isCurrent()) setStatus('on');
    });
    current.addEventListener('close', () => {
      // A drop: the socket tries again; the user's close already set 'off'.
      if (isCurrent()) setStatus('connecting');
    });
    current.addEventListener('error', () => {
      if (isCurrent()) setError(REALTIME_TEXTS.websocketError);
    });
    current.addEventListener('message', (event) => {
      if (isCurrent() && typeof event.data === 'string') handleText(current, event.data);
    });
  }, [handleText]);

  const toggleConnection = useCallback(() => (socketRef.current ? close() : open()), [close, open]);

  const toggleSymbol = useCallback(
    (key: string) => {
      const socket = socketRef.current;
      if (!socket || socket.readyState !== ReconnectingWebSocket.OPEN) {
        setError(REALTIME_TEXTS.noConnection);
        return;
      }
      const subscribe = !subscribedRef.current.includes(key);
      socket.send(subscriptionFrame(subscribe, [key]));
      setSubscribed((previous) =>
        subscribe ? [...previous.filter((k) => k !== key), key] : previous.filter((k) => k !== key),
      );
      if (!subscribe) dropUpdate(key);
    },
    [setSubscribed, dropUpdate],
  );

  useEffect(() => {
    if (status !== 'on') return;
    const renew = setInterval(() => {
      const socket = socketRef.current;
      const keys = subscribedRef.current;
      if (socket?.readyState === ReconnectingWebSocket.OPEN && keys.length) socket.send(subscriptionFrame(true, keys));
    }, WATCH_RENEW_MS);
    return () => clearInterval(renew);
  }, [status]);

  useEffect(() => () => socketRef.current?.close(), []);

  return { status, error, symbols, updates, subscribed, latestMessage, serverNow, toggleConnection, toggleSymbol };
}
