import { useState } from 'react';
import useSWR from 'swr';
import { formatBrl } from '@agulhadas/domain/plans/price-format';
import { ApiError } from '../../lib/api';
import { useNotice } from '../../lib/notice-provider';
import { ADMIN_API, adminAction, type PendingPayment } from './admin-api';
import { ageText } from './age-text';
import { AdminCell, AdminTable } from './admin-table';

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
      const answer = await adminAction(
        decision === 'confirm' ? ADMIN_API.confirmPayment : ADMIN_API.refusePayment,
        'POST',
        { subId: payment.subId },
      );
      notify(answer.message, 'success');
    } catch (failure) {
      notify(failure instanceof ApiError ? failure.message : 'Não foi possível concluir. Tente novamente.', 'error');
    } finally {
      setBusy(null);
      await mutate();
    }
  }

  if (error)
    return <p role="alert">{error instanceof ApiError ? error.message : 'Não foi possível carregar os pagamentos.'}</p>;
  if (!data) return <p>Carregando…</p>;
  return (
    <section aria-labelledby="pending-title">
      <h2 id="pending-title">Pagamentos pendentes</h2>
      <p className="admin-hint">
        PIX e cripto aguardando ativação manual (até 48 horas). Confira o valor e o identificador no extrato antes de
        confirmar.
      </p>
      {data.payments.length === 0 ? (
        <p className="admin-empty">Nenhum pagamento pendente.</p>
      ) : (
        <AdminTable columns={['Usuário', 'Plano', 'Valor', 'Forma', 'Identificador', 'Aguardando']} actions>
          {data.payments.map((payment) => (
            <tr key={payment.invoiceId}>
              <AdminCell label="Usuário" value={payment.email || '—'} />
              <AdminCell label="Plano" value={payment.plan} nowrap />
              <AdminCell label="Valor" value={formatBrl(payment.amountCents)} nowrap />
              <AdminCell
                label="Forma"
                value={
                  <>
                    {METHOD_LABEL[payment.method]}
                    {payment.submittedAt ? <small> (enviado pelo usuário)</small> : null}
                  </>
                }
              />
              <AdminCell label="Identificador" value={payment.reference} mono />
              <AdminCell label="Aguardando" value={ageText(payment.ageMinutes)} nowrap />
              <td className="admin-actions">
                <button
                  type="button"
                  className="admin-confirm"
                  disabled={busy !== null}
                  onClick={() => void decide(payment, 'confirm')}
                >
                  Confirmar
                </button>
                <button
                  type="button"
                  className="admin-refuse"
                  disabled={busy !== null}
                  onClick={() => void decide(payment, 'refuse')}
                >
                  Recusar
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
