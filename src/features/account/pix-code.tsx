import { useEffect, useRef, useState } from 'react';

/** How long 'Copiado!' stays after a copy: long enough to be read, short enough to confirm a second copy. */
const CONFIRMATION_MS = 2500;

/** Selects the code's text, so a browser without the Clipboard API (or that refused it) still copies in one gesture. */
function selectText(element: HTMLElement | null): void {
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** The whole 'PIX copia e cola' code, wrapped rather than cut, and a button that copies it. */
export function PixCode({ code }: { code: string }) {
  const codeRef = useRef<HTMLElement>(null);
  const [outcome, setOutcome] = useState<'copied' | 'selected' | null>(null);

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = window.setTimeout(() => setOutcome(null), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setOutcome('copied');
    } catch {
      selectText(codeRef.current);
      setOutcome('selected');
    }
  };

  return (
    <div className="pix-code">
      <span id="pix-code-label">PIX copia e cola</span>
      <code ref={codeRef} aria-labelledby="pix-code-label" onClick={() => selectText(codeRef.current)}>
        {code}
      </code>
      <div className="pix-code-actions">
        <button type="button" className="primary" onClick={() => void copy()}>
          Copiar código
        </button>
        <span role="status">
          {outcome === 'copied'
            ? 'Copiado!'
            : outcome === 'selected'
              ? 'Código selecionado: copie-o com Ctrl+C ou com um toque longo.'
              : ''}
        </span>
      </div>
    </div>
  );
}
