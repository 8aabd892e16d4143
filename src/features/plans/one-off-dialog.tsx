import { useState, type FormEvent } from 'react';
import { InvoiceAddressFields } from '../../components/invoice-address-fields';
import { useDialogFocus } from '../../lib/use-dialog-focus';
import {
  invoiceAddressErrors,
  type InvoiceAddress,
  type InvoiceAddressErrors,
} from '@agulhadas/domain/billing/invoice-address';
import type { OneOffOption } from './model/one-off-durations';
import { formatBrl } from '@agulhadas/domain/plans/price-format';

interface Props {
  option: OneOffOption;
  levelTitle: string;
  withTrial: boolean;
  initialAddress: InvoiceAddress | null;
  onConfirm: (address: InvoiceAddress) => Promise<void>;
  onClose: () => void;
}

/** The one-off confirmation: plan, validity, price, how payment works, invoice address. */
export function OneOffDialog({ option, levelTitle, withTrial, initialAddress, onConfirm, onClose }: Props) {
  const [address, setAddress] = useState<InvoiceAddress>(initialAddress ?? { nome: '', endereco: '', telefone: '' });
  const [errors, setErrors] = useState<InvoiceAddressErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const dialog = useDialogFocus<HTMLFormElement>(onClose);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = invoiceAddressErrors(address);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure('');
    try {
      await onConfirm(address);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Não foi possível criar a assinatura.');
      setBusy(false);
    }
  };

  return (
    <div className="modal-backdrop">
      <form
        ref={dialog}
        tabIndex={-1}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="one-off-title"
        onSubmit={submit}
        noValidate
      >
        <h2 id="one-off-title">Confirmar assinatura</h2>
        <dl className="summary">
          <dt>Plano</dt>
          <dd>{levelTitle}</dd>
          <dt>Validade</dt>
          <dd>{option.duration.label}</dd>
          <dt>Valor</dt>
          <dd>{formatBrl(option.priceCents)}</dd>
        </dl>
        <p>A assinatura será criada agora e o pagamento, por PIX ou criptomoeda, é feito em Minha conta.</p>
        {withTrial && <p>O seu período de teste de 7 dias começa agora.</p>}
        <p>Pague antes do vencimento para manter os seus alertas no Telegram funcionando.</p>
        <fieldset>
          <legend>Dados para a fatura</legend>
          <InvoiceAddressFields address={address} errors={errors} onChange={setAddress} />
        </fieldset>
        {failure && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className="primary" disabled={busy}>
            Confirmar
          </button>
        </div>
      </form>
    </div>
  );
}
