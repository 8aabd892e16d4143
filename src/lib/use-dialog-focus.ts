import { createFocusTrap } from 'focus-trap';
import { useEffect, useRef } from 'react';

/**
 * A modal dialog's keyboard contract: focus moves into it when it opens, Tab and Shift+Tab stay inside it, Escape asks
 * its owner to close it, and focus goes back to the control that opened it once it is gone. Put the answered ref on
 * the element with `role="dialog"`. While it is open the rest of the page is `inert`: a screen reader's reading cursor
 * and a pointer cannot reach behind it either.
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
    const restore = makeOthersInert(element);
    return () => {
      restore();
      trap.deactivate();
    };
  }, []);
  return ref;
}

/** Marks every element beside the dialog's ancestors inert; answers how to undo it (only what it marked). */
function makeOthersInert(dialog: HTMLElement): () => void {
  const marked: HTMLElement[] = [];
  for (let node: HTMLElement = dialog; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) {
        sibling.inert = true;
        marked.push(sibling);
      }
    }
  }
  return () => {
    for (const element of marked) element.inert = false;
  };
}
