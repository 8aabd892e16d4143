import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** How long a save error stays on screen: 5 s. */
export const TOAST_MS = 5000;

/** A message at the bottom centre that closes itself after 5 s. */
export function Toast({ message, onClose }: { message: string | null; onClose: () => void }) {
  useEffect(() => {
    if (!message) return undefined;
    const timer = window.setTimeout(onClose, TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [message, onClose]);
  if (!message) return null;
  // A portal: cards sit in transformed rows, where position: fixed would follow the row, not the window.
  return createPortal(
    <div className="toast toast-bottom-center" role="alert">
      {message}
    </div>,
    document.body,
  );
}

export function useToast(): { message: string | null; show: (message: string) => void; close: () => void } {
  const [message, setMessage] = useState<string | null>(null);
  const close = useCallback(() => setMessage(null), []);
  return { message, show: setMessage, close };
}

export function errorMessage(error: unknown, fallback = 'Não foi possível salvar o alerta.'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
