import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import useSWR from 'swr';
import { can as policyAllows, type Policy } from '@agulhadas/domain/permissions';
import { userIdFromRoles } from '@agulhadas/domain/roles';
import type { UserInfo } from '@agulhadas/domain/user-info';
import {
  DEFAULT_USER_OPTIONS,
  STORAGE_KEYS,
  type FavoriteListItem,
  type UserOptions,
} from '@agulhadas/domain/user-options';
import { useStoredState } from './local-storage';
import { SESSION_URL } from './session-url';

/** The identity object SWA answers at /.auth/me. */
export interface ClientPrincipal {
  identityProvider: string;
  userId: string;
  userDetails: string;
  userRoles: string[];
  claims?: Array<{ typ: string; val: string }>;
}

export interface Session {
  /** False until /.auth/me (and, when signed in, getUserInfo) has answered. */
  dataLoaded: boolean;
  /** Who is signed in and their roles at sign-in are known (the database's roles may still be on their way). */
  principalLoaded: boolean;
  clientPrincipal: ClientPrincipal | null;
  /** From the `key_` role; null when signed out. */
  id: string | null;
  email: string | null;
  displayName: string | null;
  roles: string[];
  userInfo: UserInfo | undefined;
  reloadUserInfo: () => Promise<unknown>;
  can: (policy: Policy) => boolean;
  favoriteList: FavoriteListItem[];
  setFavoriteList: (next: FavoriteListItem[] | ((previous: FavoriteListItem[]) => FavoriteListItem[])) => void;
  localFavorites: string[];
  setLocalFavorites: (next: string[] | ((previous: string[]) => string[])) => void;
  options: UserOptions;
  setOptions: (next: UserOptions | ((previous: UserOptions) => UserOptions)) => void;
}

const SessionContext = createContext<Session | null>(null);

const NAME_CLAIMS = ['name', 'given_name'];

export function SessionProvider({ children }: { children: ReactNode }) {
  const me = useSWR<{ clientPrincipal: ClientPrincipal | null }>(SESSION_URL);
  const principal = me.data?.clientPrincipal ?? null;
  const info = useSWR<UserInfo>(principal ? '/api/getUserInfo' : null);
  const [favoriteList, setFavoriteList] = useStoredState<FavoriteListItem[]>(STORAGE_KEYS.favoriteList, []);
  const [localFavorites, setLocalFavorites] = useStoredState<string[]>(STORAGE_KEYS.localFavorites, []);
  const [storedOptions, setOptions] = useStoredState<UserOptions>(STORAGE_KEYS.userOptions, DEFAULT_USER_OPTIONS);
  const { mutate: mutateInfo } = info;
  const reloadUserInfo = useCallback(() => mutateInfo(), [mutateInfo]);

  const session = useMemo<Session>(() => {
    // The database is the source of truth for roles; the principal's roles date from the last sign-in.
    const roles = info.data?.roles ?? principal?.userRoles ?? [];
    const name =
      principal?.claims?.find((claim) => NAME_CLAIMS.includes(claim.typ))?.val ?? info.data?.displayName ?? null;
    const settled = me.data !== undefined || me.error !== undefined;
    const infoSettled = !principal || info.data !== undefined || info.error !== undefined;
    return {
      dataLoaded: settled && infoSettled,
      principalLoaded: settled,
      clientPrincipal: principal,
      id: principal ? userIdFromRoles(principal.userRoles) : null,
      email: principal?.userDetails ?? null,
      displayName: name || null,
      roles,
      userInfo: info.data,
      reloadUserInfo,
      can: (policy: Policy) => policyAllows(roles, policy),
      favoriteList,
      setFavoriteList,
      localFavorites,
      setLocalFavorites,
      options: { ...DEFAULT_USER_OPTIONS, ...storedOptions },
      setOptions,
    };
  }, [
    me.data,
    me.error,
    principal,
    info.data,
    info.error,
    reloadUserInfo,
    favoriteList,
    setFavoriteList,
    localFavorites,
    setLocalFavorites,
    storedOptions,
    setOptions,
  ]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
