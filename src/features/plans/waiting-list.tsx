import { useState, type FormEvent } from 'react';
import { formatBrl } from '../../domain/plans/price-format';
import { SOLD_OUT_TITLE, WAITING_LIST_PRICES } from '../../domain/plans/waiting-list-prices';
import { joinWaitingList } from './plans-api';

/** Sold out (spec 01 §2): the waiting list; thanks after submit whatever the server answers. */
export function WaitingList() {
  const [entry, setEntry] = useState<{ plano: string; nome: string; email: string }>({ plano: WAITING_LIST_PRICES[0]?.plan ?? '', nome: '', email: '' });
  const [sent, setSent] = useState(false);

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
            <select name="plano" value={entry.plano} onChange={(event) => setEntry({ ...entry, plano: event.target.value })}>
              {WAITING_LIST_PRICES.map((price) => (
                <option key={price.plan} value={price.plan}>
                  {price.label} — {formatBrl(price.priceCents)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Nome</span>
            <input name="nome" value={entry.nome} onChange={(event) => setEntry({ ...entry, nome: event.target.value })} />
          </label>
          <label className="field">
            <span>E-mail</span>
            <input name="email" type="email" value={entry.email} onChange={(event) => setEntry({ ...entry, email: event.target.value })} />
          </label>
          <button type="submit" className="primary">
            Entrar na lista de espera
          </button>
        </form>
      )}
    </section>
  );
}
