import { useState, type FormEvent } from 'react';
import { useSession } from '../../lib/session-provider';
import { formatBrl } from '@agulhadas/domain/plans/price-format';
import { SOLD_OUT_TITLE, WAITING_LIST_PRICES } from './model/waiting-list-prices';
import { joinWaitingList } from './plans-api';

interface Entry {
  plano: string;
  nome: string;
  email: string;
}

/**
 * Sold out: the waiting list; thanks after submit whatever the server answers. Name and e-mail start as the
 * signed-in user's (the session may answer after the form shows), and stay theirs to change.
 */
export function WaitingList() {
  const session = useSession();
  const [edits, setEdits] = useState<Partial<Entry>>({});
  const [sent, setSent] = useState(false);
  const entry: Entry = {
    plano: edits.plano ?? WAITING_LIST_PRICES[0]?.plan ?? '',
    nome: edits.nome ?? session.displayName ?? '',
    email: edits.email ?? session.email ?? '',
  };
  const edit = (field: keyof Entry) => (event: { target: { value: string } }) =>
    setEdits({ ...edits, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await joinWaitingList(entry);
    } catch (error) {
      console.error(error);
    }
    setSent(true);
  };

  return (
    <section className="waiting-list">
      <h2>{SOLD_OUT_TITLE}</h2>
      {sent ? (
        <p role="status">Obrigado! Você está na lista de espera e avisaremos por e-mail quando abrirem novas vagas.</p>
      ) : (
        <form onSubmit={submit}>
          <p>Entre na lista de espera e avisaremos quando houver vagas.</p>
          <label className="field">
            <span>Plano</span>
            <select name="plano" value={entry.plano} onChange={edit('plano')}>
              {WAITING_LIST_PRICES.map((price) => (
                <option key={price.plan} value={price.plan}>
                  {price.label} — {formatBrl(price.priceCents)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Nome</span>
            <input name="nome" value={entry.nome} onChange={edit('nome')} />
          </label>
          <label className="field">
            <span>E-mail</span>
            <input name="email" type="email" value={entry.email} onChange={edit('email')} />
          </label>
          <button type="submit" className="primary">
            Entrar na lista de espera
          </button>
        </form>
      )}
    </section>
  );
}
