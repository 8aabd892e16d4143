import { apiFetch } from '../../lib/api';

export const PROMO_CODE = '30days';

export const checkPromoEmail = (email: string) =>
  apiFetch<{ isRegistered: boolean; error?: string }>('/api/getPromoEmail', {
    method: 'POST',
    body: { email, codigo: PROMO_CODE },
  });

/**
 * acceptPromo answers an array on success and a non-array `{ error }` otherwise: the
 * body is read whatever the status, and null stands for a failed call.
 */
export async function acceptPromo(): Promise<unknown> {
  try {
    const answer = await fetch('/api/acceptPromo', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ codigo: PROMO_CODE }),
    });
    const text = await answer.text();
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
