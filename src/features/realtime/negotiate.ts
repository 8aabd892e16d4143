import { apiFetch } from '../../lib/api';

/** A fresh WebSocket URL (short-lived token) for every connection attempt. */
export async function negotiateRealtimeUrl(): Promise<string> {
  const answer = await apiFetch<{ url: string }>('/api/realtimeNegotiate');
  return answer.url;
}
