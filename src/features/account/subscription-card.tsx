import { formatDateTime } from '@agulhadas/domain/presentation/format';
import { useState } from 'react';
import { canReactivate } from '@agulhadas/domain/billing/cancellation';
import { accountStatusText } from '@agulhadas/domain/plans/pending-change';
import { isSellableLevel } from '@agulhadas/domain/plans/plan-keys';
import { PlanAbilities } from '../../components/plan-abilities';
import type { InvoiceAddress } from '@agulhadas/domain/billing/invoice-address';
import {
  INVOICE_METHOD_LABELS,
  otherInvoiceMethod,
  type InvoiceMethod,
} from '@agulhadas/domain/billing/invoice-method';
import { oneOffPaymentRefusal } from '@agulhadas/domain/plans/plan-holding';
import { useSession } from '../../lib/session-provider';
import {
  expiryDateText,
  subscriptionLevelText,
  subscriptionPeriodText,
  subscriptionValueText,
} from '../../lib/subscription-display';
import { SITE } from '../../lib/site';
import type { InvoiceView, SubscriptionView } from '@agulhadas/domain/user-info';
import { createInvoice, customerPortalUrl } from './account-api';
import { ReactivateButton } from './reactivate-button';
import { CryptoDialog, PixDialog } from './payment-dialogs';
import { PlanChangeNotes } from './plan-change-notes';

type Invoice = InvoiceView & { brCode?: string; payUrl?: string };

/** Invoices can be generated while a one-off plan is unpaid. */
const INVOICEABLE = ['pending_payment', 'trialing'];

interface Props {
  subscription: SubscriptionView;
  invoiceAddress: InvoiceAddress | null;
  onChanged: () => Promise<unknown>;
}

export function SubscriptionCard({ subscription, invoiceAddress, onChanged }: Props) {
  const [dialog, setDialog] = useState<'pix' | 'cripto' | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const latest = [...subscription.invoices].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] as
    Invoice | undefined;
  const pending = latest?.status === 'pending' ? latest : undefined;
  const oneOff = !subscription.subId.startsWith('sub_');
  const allSubscriptions = useSession().userInfo?.assinaturas ?? [];
  // A card plan at or above this level already pays for it: the one-off is not offered for payment (the API refuses it too).
  const paidByCard =
    oneOff && INVOICEABLE.includes(subscription.status)
      ? oneOffPaymentRefusal(subscription.level, allSubscriptions, new Date())
      : null;

  const invoiceWith = async (method: InvoiceMethod) => {
    if (!invoiceAddress) {
      setMessage('Preencha o endereço de cobrança abaixo antes de gerar a fatura.');
      return;
    }
    setBusy(true);
    setMessage('');
    try {
      await createInvoice(subscription.subId, invoiceAddress, method);
      await onChanged();
    } catch (error) {
      // Invoice creation failures are only logged: the screen shows no error for them.
      console.error(error);
    } finally {
      setBusy(false);
    }
  };

  const openPortal = async () => {
    try {
      window.location.assign(await customerPortalUrl(subscription.subId));
    } catch {
      window.alert(`Ocorreu um erro. Por favor informe ${SITE.supportEmail}`);
    }
  };

  return (
    <li className="subscription-card" data-sub={subscription.subId}>
      <h3>{subscriptionLevelText(subscription.level)}</h3>
      <dl>
        <dt>Situação</dt>
        <dd data-testid="status">{accountStatusText(subscription, new Date())}</dd>
        <dt>Vencimento</dt>
        <dd>{expiryDateText(subscription.expiry)}</dd>
        <dt>Valor</dt>
        <dd>{subscriptionValueText(subscription.metadata, subscription.level)}</dd>
        <dt>Período</dt>
        <dd>{subscriptionPeriodText(subscription.metadata)}</dd>
      </dl>
      {/* A plan sold on /assinatura is described by its card there; a granted one is described here. */}
      {!isSellableLevel(subscription.level) && <PlanAbilities level={subscription.level} />}
      <PlanChangeNotes subscription={subscription} />
      {pending?.submittedAt && oneOff && (
        <p className="muted payment-sent" role="status">
          Pagamento em cripto enviado em {formatDateTime(pending.submittedAt)}: aguardando a confirmação. A forma de
          pagamento não pode mais mudar.
        </p>
      )}
      {paidByCard && <p className="muted paid-by-card">{paidByCard}</p>}
      {pending && !pending.submittedAt && oneOff && !paidByCard && (
        <div className="invoice-actions">
          {pending.paymentMethod === 'pix' ? (
            <button type="button" className="primary" onClick={() => setDialog('pix')}>
              Pagar com PIX QR Code
            </button>
          ) : (
            <button type="button" className="primary" onClick={() => setDialog('cripto')}>
              Pagar com Bitfinex Pay
            </button>
          )}
          <button
            type="button"
            className="button-secondary"
            disabled={busy}
            onClick={() => invoiceWith(otherInvoiceMethod(pending.paymentMethod))}
          >
            Mudar para {INVOICE_METHOD_LABELS[otherInvoiceMethod(pending.paymentMethod)]}
          </button>
        </div>
      )}
      {oneOff && INVOICEABLE.includes(subscription.status) && subscription.invoices.length === 0 && !paidByCard && (
        <div className="invoice-actions">
          <button type="button" className="primary" disabled={busy} onClick={() => invoiceWith('pix')}>
            Gerar fatura PIX
          </button>
          <button type="button" className="primary" disabled={busy} onClick={() => invoiceWith('cripto')}>
            Gerar fatura Cripto
          </button>
        </div>
      )}
      {message && (
        <p className="field-error" role="alert">
          {message}
        </p>
      )}
      {!oneOff && canReactivate(subscription, new Date()) && (
        <ReactivateButton subId={subscription.subId} onChanged={onChanged} />
      )}
      {!oneOff && (
        <button type="button" className="link" onClick={openPortal}>
          Gerenciar assinatura no Stripe
        </button>
      )}
      {dialog === 'pix' && pending && <PixDialog invoice={pending} onClose={() => setDialog(null)} />}
      {dialog === 'cripto' && pending && <CryptoDialog invoice={pending} onClose={() => setDialog(null)} />}
    </li>
  );
}
