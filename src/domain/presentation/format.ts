/** pt-BR formatting of the card's capture time (São Paulo clock) and price. */
const captureFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

// Formatting with a time zone costs ~0.1 ms a call and a list of 1400 cards shares few distinct capture
// times, so each text is formatted once. Bounded so a long session cannot grow it without limit.
const captureTexts = new Map<string, string>();
const CAPTURE_TEXTS_MAX = 5000;

export function formatCaptureTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const known = captureTexts.get(iso);
  if (known !== undefined) return known;
  const at = new Date(iso);
  const text = Number.isNaN(at.getTime()) ? '—' : captureFormat.format(at);
  if (captureTexts.size >= CAPTURE_TEXTS_MAX) captureTexts.clear();
  captureTexts.set(iso, text);
  return text;
}

const dateTime = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

/** dd/mm/aaaa hh:mm in Brasília time; '—' for a missing or bad date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}

const wide = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const narrow = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 4, maximumFractionDigits: 6 });

/** Prices under 1 (forex, small crypto) keep more decimals. */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || !Number.isFinite(price)) return '—';
  return Math.abs(price) < 1 ? narrow.format(price) : wide.format(price);
}
