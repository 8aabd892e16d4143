import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Toasts sit top-right and stay 5 000 ms by default. */
export const NOTICE_MS = 5000;

type Tone = 'success' | 'error';

interface Notice {
  id: number;
  text: string;
  tone: Tone;
}

type Notify = (text: string, tone?: Tone) => void;

const NoticeContext = createContext<Notify>(() => undefined);

function NoticeItem({ notice, onDone }: { notice: Notice; onDone: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDone(notice.id), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice.id, onDone]);
  return (
    <div className={`toast toast-top-right ${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
      {notice.text}
    </div>
  );
}

/**
 * The outcome of saves and deletions (alerts, comments, favourites, Telegram, invoice address) as a toast at the top
 * right for NOTICE_MS, stacked when several come together. Shared by every screen through useNotice.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const done = useCallback((id: number) => setNotices((current) => current.filter((notice) => notice.id !== id)), []);
  const notify = useCallback<Notify>(
    (text, tone = 'success') =>
      setNotices((current) => [...current.slice(-3), { id: Date.now() + Math.random(), text, tone }]),
    [],
  );
  const value = useMemo(() => notify, [notify]);
  return (
    <NoticeContext.Provider value={value}>
      {children}
      {notices.length > 0 &&
        // A portal: cards sit in transformed rows, where position: fixed would follow the row, not the window.
        createPortal(
          <div className="toast-stack">
            {notices.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} onDone={done} />
            ))}
          </div>,
          document.body,
        )}
    </NoticeContext.Provider>
  );
}

export function useNotice(): Notify {
  return useContext(NoticeContext);
}
