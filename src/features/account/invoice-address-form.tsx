import { useEffect, useState, type FormEvent } from 'react';
import { INVOICE_PHONE_HINT, invoiceAddressErrors, type InvoiceAddress, type InvoiceAddressErrors } from '../../domain/billing/invoice-address';
import { useNotice } from '../../lib/notice-provider';
import { updateInvoiceAddress } from './account-api';

const EMPTY: InvoiceAddress = { nome: '', endereco: '', telefone: '' };

/** The address printed on invoices: all fields required; 'Salvar'. */
export function InvoiceAddressForm({ saved, onSaved }: { saved: InvoiceAddress | null; onSaved: () => Promise<unknown> }) {
  const [address, setAddress] = useState<InvoiceAddress>(saved ?? EMPTY);
  const [errors, setErrors] = useState<InvoiceAddressErrors>({});
  const [status, setStatus] = useState('');
  const notify = useNotice();
  useEffect(() => {
    if (saved) setAddress(saved);
  }, [saved]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = invoiceAddressErrors(address);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await updateInvoiceAddress(address);
      setStatus('Endereço salvo.');
      notify('Endereço salvo.');
      await onSaved();
    } catch (error) {
      // The answer is only logged: saving the address shows no error on screen.
      console.error(error);
    }
  };

  const field = (name: keyof InvoiceAddress, label: string, hint?: string) => (
    <label className="field">
      <span>{label}</span>
      <input
        name={name}
        type={name === 'telefone' ? 'tel' : 'text'}
        value={address[name]}
        aria-invalid={Boolean(errors[name])}
        onChange={(event) => setAddress({ ...address, [name]: event.target.value })}
      />
      {hint && <small className="hint">{hint}</small>}
      {errors[name] && <small className="field-error">{errors[name]}</small>}
    </label>
  );

  return (
    <form className="invoice-address" onSubmit={submit} noValidate>
      <h2>Endereço de cobrança</h2>
      {field('nome', 'Nome')}
      {field('endereco', 'Endereço')}
      {field('telefone', 'Telefone', INVOICE_PHONE_HINT)}
      <button type="submit" className="primary">
        Salvar
      </button>
      {status && <p role="status">{status}</p>}
    </form>
  );
}
