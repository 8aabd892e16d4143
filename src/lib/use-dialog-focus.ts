import { createFocusTrap } from 'focus-trap';
import { useEffect, useRef } from 'react';

/**
 * A modal dialog's keyboard contract: focus moves into it when it opens, Tab and Shift+Tab stay inside it, Escape asks
 * its owner to close it, and focus goes back to the control that opened it once it is gone. Put the answered ref on
 * the element with `role="dialog"`.
 */
export function useDialogFocus<T extends HTMLElement>(onClose: () => void) {
  const ref = useRef<T>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const trap = createFocusTrap(element, {
      // The owner closes the dialog (it may refuse while busy); unmounting deactivates the trap and returns focus.
      escapeDeactivates: () => {
        close.current();
        return false;
      },
      allowOutsideClick: true,
      fallbackFocus: element,
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, []);
  return ref;
}
