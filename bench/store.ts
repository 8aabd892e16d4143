import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEmbeddedStore } from '../local/src/store/embedded';

/** Embedded store figures: lookups on 100k documents, and 1200-document bulk writes with the journal on. */
export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agulhadas-bench-store-'));
  const store = await openEmbeddedStore({ dataDir });
  try {
    const readings = store.collection<{
      _id: string;
      userId: string;
      asset: string;
      timeframe: string;
      payload: string;
    }>('bench');
    await readings.createIndex({ userId: 1 });
    const total = 100_000;
    for (let start = 0; start < total; start += 5000) {
      await readings.insertMany(
        Array.from({ length: 5000 }, (_, i) => ({
          _id: `r${start + i}`,
          userId: `u${(start + i) % 2000}`,
          asset: `A${start + i}`,
          timeframe: '15',
          payload: 'p'.repeat(100),
        })),
      );
    }

    const byId = await measure(20_000, (i) => readings.findOne({ _id: `r${(i * 7919) % total}` }));
    report('findOne by _id (100k docs)', byId);
    const indexed = await measure(5_000, (i) => readings.find({ userId: `u${i % 2000}` }).toArray());
    report('find by indexed userId (50 docs each)', indexed);

    const assets = store.collection<{ _id: string; data: string; updatedAt: Date }>('bench_bulk');
    const payload = 'x'.repeat(2000);
    const rounds = 20;
    const bulk = await measure(rounds, (round) =>
      assets.bulkWrite(
        Array.from({ length: 1200 }, (_, i) => ({
          updateOne: {
            filter: { _id: `asset-${i}` },
            update: { $set: { data: payload, updatedAt: new Date(), round } },
            upsert: true,
          },
        })),
      ),
    );
    report('bulkWrite 1200 x 2KB upserts (journal + fsync)', bulk);
    console.log(`  = ${Math.round((1200 * rounds) / (bulk.ms / 1000))} docs/s written durably`);

    // One write awaited at a time: each is its own group commit, so this is where a per-sync cost shows.
    const single = await measure(2_000, (i) => assets.updateOne({ _id: `asset-${i % 1200}` }, { $set: { round: i } }));
    report('updateOne awaited one at a time (one fsync each)', single);
  } finally {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(count: number, op: (i: number) => Promise<unknown>): Promise<{ count: number; ms: number }> {
  const started = process.hrtime.bigint();
  for (let i = 0; i < count; i++) await op(i);
  return { count, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

function report(label: string, { count, ms }: { count: number; ms: number }): void {
  console.log(`store: ${label}: ${Math.round(count / (ms / 1000))} ops/s (${(ms / count).toFixed(3)} ms/op)`);
}

// `npx tsx bench/store.ts` runs it directly; bench/run.ts imports run().
if (process.argv[1]?.endsWith('store.ts')) {
  run().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
