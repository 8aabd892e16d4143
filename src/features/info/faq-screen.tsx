import { useId, useState } from 'react';
import { FAQ_ENTRIES } from './faq-entries';
import { InfoPage } from './info-page';

/** /faq as an accordion (WAI-ARIA pattern): each question is a button controlling its answer region. */
export function FaqScreen() {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <InfoPage title="Perguntas frequentes">
      <div className="faq-list">
        {FAQ_ENTRIES.map((entry, index) => {
          const expanded = open.has(index);
          const buttonId = `${baseId}-q${index}`;
          const panelId = `${baseId}-a${index}`;
          return (
            <div key={entry.question} className="faq-item">
              <h2>
                <button
                  type="button"
                  id={buttonId}
                  className="faq-question"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                >
                  <span>{entry.question}</span>
                  <span className="chevron" aria-hidden="true">
                    ▾
                  </span>
                </button>
              </h2>
              <div id={panelId} role="region" aria-labelledby={buttonId} className="faq-answer" hidden={!expanded}>
                {entry.answer}
              </div>
            </div>
          );
        })}
      </div>
    </InfoPage>
  );
}
