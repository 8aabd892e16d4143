import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import type { CardChargeView } from '@agulhadas/domain/admin/card-charge';
import { centsToReaisInput, parseReaisInput } from '@agulhadas/domain/admin/reais-input';
import { formatBrl } from '@agulhadas/domain/plans/price-format';
import { formatDateTime } from '@agulhadas/domain/presentation/format';
import { ApiError } from '../../lib/api';
import { ADMIN_API, adminAction, type UserOverview } from './admin-api';
import './user-payment-actions.css';

/** Runs a back-office change after asking `question` (none: the caller's own dialog asked), then calls `after` on success. */
export type AdminAct = (
  question: string | null,
  run: () => Promise<{ message: string }>,
  after?: () => void,
) => Promise<void>;

/** 'Reenviar e-mail de confirmação': the last e-mail that confirmed a payment, queued again; absent one, the reason. */
export function ResendConfirmation({ user, busy, act }: { user: UserOverview; busy: boolean; act: AdminAct }) {
  const last = user.lastConfirmationEmail;
  return (
    <>
      <h4>E-mail de confirmação</h4>
      {last ? (
        <p>
          “{last.subject}” <span className="admin-hint">de {formatDateTime(last.createdAt)}</span>{' '}
          <button
            type="button"
            className="admin-add"
            disabled={busy}
            onClick={() =>
              void act(`Reenviar o e-mail “${last.subject}” para ${user.email}?`, () =>
                adminAction(ADMIN_API.resendConfirmation, 'POST', { userId: user.userId }),
              )
            }
          >
            Reenviar e-mail de confirmação
          </button>
        </p>
      ) : (
        <p className="admin-empty">Nenhum e-mail de confirmação de pagamento nos últimos 30 dias; nada a reenviar.</p>
      )}
    </>
  );
}

/** The person's card charges, from the card provider: 'Reembolsar' refunds one in full and ends the plan. */
export function CardCharges({ user, busy, act }: { user: UserOverview; busy: boolean; act: AdminAct }) {
  const hasCard = user.subscriptions.some((sub) => sub.card);
  const { data, error, mutate } = useSWR<{ charges: CardChargeView[] }>(
    hasCard ? `${ADMIN_API.cardCharges}?userId=${encodeURIComponent(user.userId)}` : null,
  );
  if (!hasCard) return null;
  return (
    <>
      <h4>Cobranças no cartão</h4>
      {error && (
        <p role="alert">
          {error instanceof ApiError ? error.message : 'Não foi possível listar as cobranças no cartão.'}
        </p>
      )}
      {!data && !error && <p>Carregando…</p>}
      {data && data.charges.length === 0 && <p className="admin-empty">Nenhuma cobrança no cartão.</p>}
      {data && data.charges.length > 0 && (
        <ul className="admin-plain-list">
          {data.charges.map((charge) => (
            <li key={charge.invoiceId}>
              <span className="admin-amount">{formatBrl(charge.amountCents)}</span> (cartão) — {charge.plan} —{' '}
              {formatDateTime(charge.paidAt)}{' '}
              {charge.refundedCents === null ? (
                <button
                  type="button"
                  className="admin-remove"
                  disabled={busy}
                  onClick={() =>
                    void act(
                      `Reembolsar ${formatBrl(charge.amountCents)} no cartão de ${user.email}? O valor inteiro volta ao cartão e o plano ${charge.plan} termina agora.`,
                      () =>
                        adminAction(ADMIN_API.refundCard, 'POST', {
                          userId: user.userId,
                          subId: charge.subId,
                          invoiceId: charge.invoiceId,
                        }),
                      () => void mutate(),
                    )
                  }
                >
                  Reembolsar
                </button>
              ) : (
                <strong className="admin-refunded">Reembolsado</strong>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

type Invoice = UserOverview['invoices'][number];

const METHODS = [
  { value: 'pix', label: 'PIX' },
  { value: 'transferencia', label: 'Transferência bancária' },
  { value: 'cripto', label: 'Cripto' },
] as const;

/** On a PIX or crypto invoice: 'Reembolsado' once refunded; on a paid one, 'Registrar reembolso manual'. */
export function InvoiceRefund({
  user,
  invoice,
  busy,
  act,
}: {
  user: UserOverview;
  invoice: Invoice;
  busy: boolean;
  act: AdminAct;
}) {
  const [open, setOpen] = useState(false);
  if (invoice.refundedCents !== null) {
    const part = invoice.refundedCents < invoice.amountCents ? ` (${formatBrl(invoice.refundedCents)})` : '';
    return <strong className="admin-refunded">Reembolsado{part}</strong>;
  }
  if (invoice.status !== 'paid') return null;
  return (
    <>
      <button type="button" className="admin-remove" disabled={busy} onClick={() => setOpen(true)}>
        Registrar reembolso manual
      </button>
      {open && <ManualRefundDialog user={user} invoice={invoice} act={act} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The refund made outside the product: how much, how, and a note; the whole amount ends the plan now. */
function ManualRefundDialog({
  user,
  invoice,
  act,
  onClose,
}: {
  user: UserOverview;
  invoice: Invoice;
  act: AdminAct;
  onClose: () => void;
}) {
  const [amount, setAmount] = useState(centsToReaisInput(invoice.amountCents));
  const [method, setMethod] = useState<string>(invoice.method === 'cripto' ? 'cripto' : 'pix');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const cents = parseReaisInput(amount);
  const whole = cents === invoice.amountCents;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (cents === null || cents <= 0) return setProblem('Informe o valor reembolsado, por exemplo 510,00.');
    if (cents > invoice.amountCents)
      return setProblem(`O valor passa do que foi pago (${formatBrl(invoice.amountCents)}).`);
    onClose();
    void act(null, () =>
      adminAction(ADMIN_API.manualRefund, 'POST', {
        userId: user.userId,
        invoiceId: invoice.id,
        amountCents: cents,
        method,
        note,
      }),
    );
  }

  return (
    <div className="modal-backdrop">
      <form
        className="modal admin-refund-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="manual-refund-title"
        onSubmit={submit}
        onKeyDown={(event) => event.key === 'Escape' && onClose()}
      >
        <h2 id="manual-refund-title">Registrar reembolso manual</h2>
        <p>
          Fatura de {formatBrl(invoice.amountCents)} ({invoice.method === 'pix' ? 'PIX' : 'cripto'}) de {user.email}.
          Registre aqui um reembolso já feito fora do site; o usuário é avisado por e-mail e Telegram.
        </p>
        <label>
          Valor reembolsado (R$)
          <input
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            inputMode="decimal"
            required
            autoFocus
            maxLength={20}
          />
        </label>
        <label>
          Forma do reembolso
          <select value={method} onChange={(event) => setMethod(event.target.value)}>
            {METHODS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Observação
          <textarea value={note} onChange={(event) => setNote(event.target.value)} maxLength={500} rows={3} />
        </label>
        <p className="admin-hint">
          {whole
            ? 'Reembolso total: o plano termina agora.'
            : 'Reembolso parcial: o plano continua até a validade atual.'}
        </p>
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className="primary">
            Registrar reembolso
          </button>
        </div>
      </form>
    </div>
  );
}
