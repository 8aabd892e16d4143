import { useState } from 'react';
import useSWR from 'swr';
import { formatBrl } from '@agulhadas/domain/plans/price-format';
import { ApiError } from '../../lib/api';
import { useNotice } from '../../lib/notice-provider';
import { ADMIN_API, adminAction, type PendingPayment } from './admin-api';
import { ageText } from './age-text';

const METHOD_LABEL = { pix: 'PIX', cripto: 'Cripto' } as const;

/** PIX and crypto invoices waiting: 'Confirmar' when the money is in the account, 'Recusar' when it is not. */
export function PendingPaymentsScreen() {
  const { data, error, mutate } = useSWR<{ payments: PendingPayment[] }>(ADMIN_API.pendingPayments);
  const notify = useNotice();
  const [busy, setBusy] = useState<string | null>(null);

  async function decide(payment: PendingPayment, decision: 'confirm' | 'refuse') {
    const question =
      decision === 'confirm'
        ? `Confirmar o pagamento de ${formatBrl(payment.amountCents)} de ${payment.email}? O plano será ativado.`
        : `Recusar o pagamento de ${formatBrl(payment.amountCents)} de ${payment.email}? O usuário será avisado.`;
    if (!window.confirm(question)) return;
    setBusy(payment.subId);
    try {
      const answer = await adminAction(decision === 'confirm' ? ADMIN_API.confirmPayment : ADMIN_API.refusePayment, 'POST', { subId: payment.subId });
      notify(answer.message, 'success');
    } catch (failure) {
      notify(failure instanceof ApiError ? failure.message : 'Não foi possível concluir. Tente novamente.', 'error');
    } finally {
      setBusy(null);
      await mutate();
    }
  }

  if (error) return <p role="alert">{error instanceof ApiError ? error.message : 'Não foi possível carregar os pagamentos.'}</p>;
  if (!data) return <p>Carregando…</p>;
  return (
    <section aria-labelledby="pending-title">
      <h2 id="pending-title">Pagamentos pendentes</h2>
      <p className="admin-hint">PIX e cripto aguardando ativação manual (até 48 horas). Confira o valor e o identificador no extrato antes de confirmar.</p>
      {data.payments.length === 0 ? (
        <p className="admin-empty">Nenhum pagamento pendente.</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Usuário</th>
              <th scope="col">Plano</th>
              <th scope="col">Valor</th>
              <th scope="col">Forma</th>
              <th scope="col">Identificador</th>
              <th scope="col">Aguardando</th>
              <th scope="col">
                <span className="visually-hidden">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.payments.map((payment) => (
              <tr key={payment.invoiceId}>
                <td data-label="Usuário">{payment.email || '—'}</td>
                <td data-label="Plano" className="admin-nowrap">
                  {payment.plan}
                </td>
                <td data-label="Valor" className="admin-nowrap">
                  {formatBrl(payment.amountCents)}
                </td>
                <td data-label="Forma">
                  {METHOD_LABEL[payment.method]}
                  {payment.submittedAt ? <small> (enviado pelo usuário)</small> : null}
                </td>
                <td data-label="Identificador" className="admin-mono">
                  {payment.reference}
                </td>
                <td data-label="Aguardando" className="admin-nowrap">
                  {ageText(payment.ageMinutes)}
                </td>
                <td className="admin-actions">
                  <button type="button" className="admin-confirm" disabled={busy !== null} onClick={() => void decide(payment, 'confirm')}>
                    Confirmar
                  </button>
                  <button type="button" className="admin-refuse" disabled={busy !== null} onClick={() => void decide(payment, 'refuse')}>
                    Recusar
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
