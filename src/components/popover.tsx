import { useEffect, useId, useRef, type ReactNode } from 'react';

interface PopoverProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A small dialog anchored under its toggle; closes on Escape and on a click outside. */
export function Popover({ title, onClose, children }: PopoverProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      // The toggle button sits outside the popover and closes it itself.
      if (
        ref.current &&
        target &&
        !ref.current.contains(target) &&
        !(target instanceof Element && target.closest('[data-popover-toggle]'))
      )
        onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose]);
  return (
    <div ref={ref} className="popover" role="dialog" aria-labelledby={titleId}>
      <div className="popover-head">
        <strong id={titleId}>{title}</strong>
        <button type="button" className="icon-button" aria-label="Fechar" onClick={onClose}>
          ×
        </button>
      </div>
      {children}
    </div>
  );
}
