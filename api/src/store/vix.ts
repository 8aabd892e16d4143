import type { VixSnapshot } from '@agulhadas/domain/vix/vix-snapshot';
import type { Store } from './types';

/** The latest VIX data the robot posted (one document): what /vix draws. */
export interface VixDoc extends VixSnapshot {
  _id: 'latest';
  receivedAt: string;
}

export const vixData = (store: Store) => store.collection<VixDoc>('vix');
