import type { CommentItem, InvoiceAddressFields, TelegramSetting } from '@agulhadas/domain/user-info';
import type { FavoriteListItem, UserOptions } from '@agulhadas/domain/user-options';
import type { Store } from './types';

/** Options saved on the server; the client keeps its own copy in localStorage. */
export type StoredUserOptions = Partial<UserOptions>;

export interface UserDoc {
  /** The identity provider's user id (the SWA principal's userId). */
  _id: string;
  email: string;
  name: string;
  createdAt: string;
  lastLogin: string;
  favorites: FavoriteListItem[];
  comments: CommentItem[];
  telegram: TelegramSetting | null;
  /** The chat 'Desconectar' last unlinked: the buttons of its earlier alerts say it was disconnected. */
  telegramDisconnectedId?: string;
  invoiceAddress: InvoiceAddressFields | null;
  options: StoredUserOptions;
  /** Secret for the VIP webhook and robot configuration (`useralert?u=`). */
  userKey: string;
}

export const users = (store: Store) => store.collection<UserDoc>('users');

export async function ensureUserIndexes(store: Store): Promise<void> {
  await users(store).createIndex({ userKey: 1 }, { unique: true });
  await users(store).createIndex({ email: 1 });
}
