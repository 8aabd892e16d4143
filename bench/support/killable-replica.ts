import type { Clock } from '../../notifier/src/clock';
import type { Cursor, Store, StoreCollection } from '@agulhadas/delivery/store/types';

/**
 * What a replica sees of the world (its store and its clock), with a switch that kills it like SIGKILL: from the
 * kill on, no operation it starts or has in flight ever answers, so nothing after that moment is written — not the
 * answer of a send already on the wire, not the release of its leases. Another replica finds its chats leased until
 * the lease runs out and its message claimed but never settled, as after a real crash.
 */
export interface KillableReplica {
  store: Store;
  clock: Clock;
  kill(): void;
}

const never = <T>() => new Promise<T>(() => undefined);

export function killableReplica(store: Store, clock: Clock): KillableReplica {
  let dead = false;
  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    if (dead) return never<T>();
    const result = await work();
    return dead ? never<T>() : result;
  };
  const collection = <T extends object>(name: string): StoreCollection<T> => {
    const real = store.collection<T>(name);
    return new Proxy(real, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (typeof value !== 'function') return value;
        if (property === 'find') {
          return (...args: Parameters<StoreCollection<T>['find']>): Cursor<T> => {
            const cursor = target.find(...args);
            return { toArray: () => guarded(() => cursor.toArray()) };
          };
        }
        return (...args: unknown[]) =>
          guarded(() => (value as (...all: unknown[]) => Promise<unknown>).apply(target, args));
      },
    });
  };
  return {
    store: {
      kind: store.kind,
      collection,
      ping: () => guarded(() => store.ping()),
      close: () => guarded(() => store.close()),
    },
    clock: { now: () => clock.now(), sleepUntil: (time) => guarded(() => clock.sleepUntil(time)) },
    kill: () => {
      dead = true;
    },
  };
}
