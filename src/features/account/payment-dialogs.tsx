import { formatBrl } from '@agulhadas/domain/plans/price-format';
import { SITE } from '../../lib/site';
import type { InvoiceView } from '@agulhadas/domain/user-info';
import { useDialogFocus } from '../../lib/use-dialog-focus';
import { PixCode } from './pix-code';

/** PIX: the amount, the QR code and its 'copia e cola' code; activation is manual, up to 48 hours. */
export function PixDialog({ invoice, onClose }: { invoice: InvoiceView & { brCode?: string }; onClose: () => void }) {
  const dialog = useDialogFocus<HTMLDivElement>(onClose);
  return (
    <div className="modal-backdrop">
      <div ref={dialog} tabIndex={-1} className="modal" role="dialog" aria-modal="true" aria-labelledby="pix-title">
        <h2 id="pix-title">Pagar com PIX</h2>
        <p className="pix-amount">
          Valor: <strong>{formatBrl(invoice.amount)}</strong>
        </p>
        <img className="pix-qr" src={invoice.data} alt="QR Code PIX" width={256} height={256} />
        {invoice.brCode && <PixCode code={invoice.brCode} />}
        <p>A ativação é manual e pode levar até 48 horas após o pagamento.</p>
        <div className="modal-actions">
          <button type="button" onClick={onClose}>
            Fechar
          </button>
        </div>
      </div>
    </div>
  );
}

/** Crypto: explains the redirect to the gateway; 'Voltar' cancels. */
export function CryptoDialog({
  invoice,
  onClose,
}: {
  invoice: InvoiceView & { payUrl?: string };
  onClose: () => void;
}) {
  const dialog = useDialogFocus<HTMLDivElement>(onClose);
  return (
    <div className="modal-backdrop">
      <div ref={dialog} tabIndex={-1} className="modal" role="dialog" aria-modal="true" aria-labelledby="crypto-title">
        <h2 id="crypto-title">Pagar com Bitfinex Pay</h2>
        <p>
          Você será redirecionado para o Bitfinex Pay, onde poderá pagar com Bitcoin, Ethereum, Litecoin, Tether e
          outras criptomoedas.
        </p>
        <p>A ativação automática ainda está em desenvolvimento: a liberação da assinatura pode levar até 48 horas.</p>
        <p>
          Se quiser agilizar, envie o comprovante de pagamento para{' '}
          <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>.
        </p>
        <div className="modal-actions">
          <button type="button" onClick={onClose}>
            Voltar
          </button>
          {invoice.payUrl && (
            <a className="primary" href={invoice.payUrl}>
              Ir para o pagamento
            </a>
          )}
        </div>
      </div>
    </div>
  );
}
