import { useCallback, useEffect, useRef, useState } from 'react';
import ReconnectingWebSocket from 'reconnecting-websocket';
import { parseServerMessage, type RealtimeSymbol, type SymbolUpdate } from '../../domain/realtime/protocol';
import { SUBSCRIBED_SYMBOLS_KEY } from '../../domain/realtime/storage-keys';
import { REALTIME_TEXTS } from '../../domain/realtime/texts';
import { ApiError } from '../../lib/api';
import { useStoredState } from '../../lib/local-storage';
import { negotiateRealtimeUrl } from './negotiate';

export type ConnectionStatus = 'off' | 'connecting' | 'on';

export interface RealtimeConnection {
  status: ConnectionStatus;
  error: string | null;
  symbols: RealtimeSymbol[];
  updates: Record<string, SymbolUpdate>;
  subscribed: string[];
  /** Any message of a type the page does not know (kept as the latest message). */
  latestMessage: unknown;
  /** Now on the publisher's clock (local time corrected by the last message's `sentAt`): trade ages are measured on it. */
  serverNow(): number;
  toggleConnection(): void;
  toggleSymbol(key: string): void;
}

const RECONNECT = { minReconnectionDelay: 500, maxReconnectionDelay: 10_000, reconnectionDelayGrowFactor: 1.6, connectionTimeout: 6_000 };
const NEGOTIATE_RETRY_MAX_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The real-time connection: off → connecting → on; drops reconnect with back-off
 * (reconnecting-websocket, a fresh negotiate each time); after every welcome the saved subscriptions
 * are sent again; closing clears the symbol list and the data.
 */
export function useRealtimeConnection(): RealtimeConnection {
  const [status, setStatus] = useState<ConnectionStatus>('off');
  const [error, setError] = useState<string | null>(null);
  const [symbols, setSymbols] = useState<RealtimeSymbol[]>([]);
  const [updates, setUpdates] = useState<Record<string, SymbolUpdate>>({});
  const [latestMessage, setLatestMessage] = useState<unknown>(null);
  const [subscribed, setSubscribed] = useStoredState<string[]>(SUBSCRIBED_SYMBOLS_KEY, []);
  const socketRef = useRef<ReconnectingWebSocket | null>(null);
  const subscribedRef = useRef(subscribed);
  subscribedRef.current = subscribed;
  // Updates arrive one message per symbol; they are applied once per frame, not once per message.
  const pending = useRef<Record<string, SymbolUpdate> | null>(null);
  // Local clock minus the publisher's (plus the message's transit): a browser clock that is off by minutes must not
  // make every symbol look silent.
  const clockOffset = useRef(0);

  const flush = useCallback(() => {
    const batch = pending.current;
    pending.current = null;
    if (batch) setUpdates((previous) => ({ ...previous, ...batch }));
  }, []);

  const handleText = useCallback(
    (socket: ReconnectingWebSocket, text: string) => {
      const parsed = parseServerMessage(text);
      if (parsed.kind === 'invalid') return;
      if (parsed.kind === 'other') {
        setLatestMessage(parsed.raw);
        return;
      }
      const message = parsed.message;
      switch (message.type) {
        case 'welcome': {
          setSymbols(message.data);
          setError(null);
          const offered = new Set(message.data.map((symbol) => symbol.key));
          const again = subscribedRef.current.filter((key) => offered.has(key));
          if (again.length) socket.send(JSON.stringify({ subscribe: true, symbol: again }));
          break;
        }
        case 'lastCandleUpdates':
          clockOffset.current = Date.now() - message.sentAt;
          if (!pending.current) {
            pending.current = {};
            requestAnimationFrame(flush);
          }
          Object.assign(pending.current, message.data);
          break;
        case 'importantLevels':
          console.info('importantLevels', message.data);
          break;
        case 'error':
          setError(message.message || REALTIME_TEXTS.defaultServerError);
          break;
      }
    },
    [flush],
  );

  const close = useCallback(() => {
    const socket = socketRef.current;
    socketRef.current = null;
    socket?.close();
    pending.current = null;
    setStatus('off');
    setSymbols([]);
    setUpdates({});
  }, []);

  const open = useCallback(() => {
    setError(null);
    setStatus('connecting');
    let socket: ReconnectingWebSocket | null = null;
    const isCurrent = () => socket !== null && socketRef.current === socket;
    const nextUrl = async (): Promise<string> => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await negotiateRealtimeUrl();
        } catch (failure) {
          setError(REALTIME_TEXTS.connectError(failure instanceof Error ? failure.message : String(failure)));
          // Not allowed (signed out, not VIP): retrying cannot help.
          if (failure instanceof ApiError && (failure.status === 401 || failure.status === 403)) {
            if (isCurrent()) {
              socketRef.current = null;
              setStatus('off');
            }
            socket?.close();
          }
          if (!isCurrent()) return 'ws://127.0.0.1:9/closed'; // ignored: close() was called before it is used
          await sleep(Math.min(1000 * 2 ** attempt, NEGOTIATE_RETRY_MAX_MS));
        }
      }
    };
    socket = new ReconnectingWebSocket(nextUrl, [], RECONNECT);
    socketRef.current = socket;
    const current = socket;
    current.addEventListener('open', () => {
      if (isCurrent()) setStatus('on');
    });
    current.addEventListener('close', () => {
      // A drop: reconnecting-websocket tries again; the user's close already set 'off'.
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
      socket.send(JSON.stringify({ subscribe, symbol: [key] }));
      setSubscribed((previous) => (subscribe ? [...previous.filter((k) => k !== key), key] : previous.filter((k) => k !== key)));
      if (!subscribe) {
        setUpdates((previous) => {
          const { [key]: _dropped, ...rest } = previous;
          return rest;
        });
      }
    },
    [setSubscribed],
  );

  useEffect(() => () => socketRef.current?.close(), []);

  const serverNow = useCallback(() => Date.now() - clockOffset.current, []);

  return { status, error, symbols, updates, subscribed, latestMessage, serverNow, toggleConnection, toggleSymbol };
}
