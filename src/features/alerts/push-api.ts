import type { PushDevice, PushDevicesAnswer, PushSubscriptionInput } from '@agulhadas/domain/push/push-device';
import { apiFetch } from '../../lib/api';

/** The devices that receive the user's alerts as notifications, and the key a browser subscribes with. */
export function pushDevices(): Promise<PushDevicesAnswer> {
  return apiFetch<PushDevicesAnswer>('/api/pushSubscriptions');
}

export async function savePushSubscription(subscription: PushSubscriptionInput): Promise<PushDevice[]> {
  return (await apiFetch<{ devices: PushDevice[] }>('/api/pushSubscriptions', { method: 'POST', body: subscription }))
    .devices;
}

export async function removePushDevice(id: string): Promise<PushDevice[]> {
  return (await apiFetch<{ devices: PushDevice[] }>('/api/pushSubscriptions', { method: 'DELETE', body: { id } }))
    .devices;
}
