// `npx tsx scripts/drop-off-grid-series.ts` with MONGODB_URI (and MONGODB_DB when not 'agulhadas'): run once on a
// hosted store written when forex, CFD and CME days were cut at 00:00 UTC, or US 60 and 240 candles sat on UTC hours
// (docs/robot.md, "The candle grid"; docs/operations.md). It drops those series; the robot backfills them at its next
// round. The local start does it itself.
import { dropOffGridSeries } from '../local/src/maintenance/drop-off-grid-series';
import { connect } from '../api/src/store/connect';

const uri = process.env.MONGODB_URI;
if (!uri) {
  console.error('MONGODB_URI must name the store to clean');
  process.exit(1);
}
const store = await connect({ uri, dbName: process.env.MONGODB_DB || 'agulhadas' });
console.log(`dropped ${await dropOffGridSeries(store)} series off the candle grid`);
await store.close();
