import { leaseBook } from '@agulhadas/delivery/lease/lease-book';
import type { Store } from '../../api/src/store/types';
import { freshStore } from '../support/api-client';

/** The one lease book the notifier's recipients and the robot's rounds are leased through. */
const book = leaseBook('lease_book_test');
const NOW = 1_800_000_000_000;
let store: Store;

beforeEach(async () => {
  store = await freshStore();
});
afterEach(async () => {
  await store.close();
});

describe('leaseBook', () => {
  it('gives a free lease to exactly one of many claimants asking at once', async () => {
    const owners = Array.from({ length: 12 }, (_, index) => `owner-${index}`);
    const claims = await Promise.all(owners.map((owner) => book.claim(store, 'thing', owner, NOW, 60_000)));
    const winners = claims.filter((lease) => lease !== null);
    expect(winners).toHaveLength(1);
    expect(await book.leases(store).findOne({ _id: 'thing' })).toMatchObject({
      owner: winners[0]!.owner,
      leaseUntil: NOW + 60_000,
    });
  });

  it('renews a lease for its owner while it holds, and for nobody else', async () => {
    await book.claim(store, 'thing', 'a', NOW, 60_000);
    expect(await book.renew(store, 'thing', 'b', NOW + 1_000, 60_000)).toBeNull();
    expect(await book.renew(store, 'thing', 'a', NOW + 1_000, 60_000)).toMatchObject({
      owner: 'a',
      leaseUntil: NOW + 61_000,
    });
    // Run out: the owner must claim it again, like anyone else.
    expect(await book.renew(store, 'thing', 'a', NOW + 61_000, 60_000)).toBeNull();
    expect(await book.claim(store, 'thing', 'b', NOW + 61_000, 60_000)).toMatchObject({ owner: 'b' });
  });

  it('frees a lease on release by its owner only', async () => {
    await book.claim(store, 'thing', 'a', NOW, 60_000);
    await book.release(store, 'thing', 'b');
    expect(await book.claim(store, 'thing', 'b', NOW + 1_000, 60_000)).toBeNull();
    await book.release(store, 'thing', 'a');
    expect(await book.claim(store, 'thing', 'b', NOW + 1_000, 60_000)).toMatchObject({ owner: 'b' });
  });
});
