import QRCode from 'qrcode';
import { buildPixBrCode } from '@agulhadas/domain/pix/build-pix-br-code';
import { config } from '../../config';

export interface PixInvoiceData {
  /** 'Pix Copia e Cola' text. */
  brCode: string;
  /** The same text as a QR code PNG data URL, for the PIX dialog. */
  qrDataUrl: string;
}

/** txid allows letters and digits only, at most 25: derived from the invoice id so the payment can be matched. */
export function pixTxid(invoiceId: string): string {
  return invoiceId.replace(/[^A-Za-z0-9]/g, '').slice(-25) || '***';
}

/** A static BR Code for the invoice amount with the configured receiver, and its QR image. */
export async function pixInvoiceData(
  invoiceId: string,
  amountCents: number,
  description: string,
): Promise<PixInvoiceData> {
  const settings = config();
  const brCode = buildPixBrCode({
    key: settings.pixKey,
    merchantName: settings.pixMerchantName,
    merchantCity: settings.pixMerchantCity,
    amountCents,
    txid: pixTxid(invoiceId),
    description,
  });
  const qrDataUrl = await QRCode.toDataURL(brCode, { errorCorrectionLevel: 'M', margin: 2, width: 256 });
  return { brCode, qrDataUrl };
}
