import {
  INVOICE_PHONE_HINT,
  type InvoiceAddress,
  type InvoiceAddressErrors,
} from '@agulhadas/domain/billing/invoice-address';

interface Props {
  address: InvoiceAddress;
  errors: InvoiceAddressErrors;
  onChange: (address: InvoiceAddress) => void;
}

const FIELDS: ReadonlyArray<{ name: keyof InvoiceAddress; label: string; hint?: string }> = [
  { name: 'nome', label: 'Nome' },
  { name: 'endereco', label: 'Endereço' },
  { name: 'telefone', label: 'Telefone', hint: INVOICE_PHONE_HINT },
];

/** The invoice address's three inputs with their hints and errors: the account's form and the one-off dialog ask the same. */
export function InvoiceAddressFields({ address, errors, onChange }: Props) {
  return FIELDS.map(({ name, label, hint }) => (
    <label key={name} className="field">
      <span>{label}</span>
      <input
        name={name}
        type={name === 'telefone' ? 'tel' : 'text'}
        value={address[name]}
        aria-invalid={Boolean(errors[name])}
        onChange={(event) => onChange({ ...address, [name]: event.target.value })}
      />
      {hint && <small className="hint">{hint}</small>}
      {errors[name] && <small className="field-error">{errors[name]}</small>}
    </label>
  ));
}
