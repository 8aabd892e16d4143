import { useEffect, useState, type FormEvent } from 'react';
import { InvoiceAddressFields } from '../../components/invoice-address-fields';
import {
  invoiceAddressErrors,
  type InvoiceAddress,
  type InvoiceAddressErrors,
} from '@agulhadas/domain/billing/invoice-address';
import { useNotice } from '../../lib/notice-provider';
import { updateInvoiceAddress } from './account-api';

const EMPTY: InvoiceAddress = { nome: '', endereco: '', telefone: '' };

/** The address printed on invoices: all fields required; 'Salvar'. */
export function InvoiceAddressForm({
  saved,
  onSaved,
}: {
  saved: InvoiceAddress | null;
  onSaved: () => Promise<unknown>;
}) {
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

  return (
    <form className="invoice-address" onSubmit={submit} noValidate>
      <h2>Endereço de cobrança</h2>
      <InvoiceAddressFields address={address} errors={errors} onChange={setAddress} />
      <button type="submit" className="primary">
        Salvar
      </button>
      {status && <p role="status">{status}</p>}
    </form>
  );
}
