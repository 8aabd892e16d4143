import {
  keyedAgreement,
  passLabelsAsBlind,
  readLabelsFixture,
  readSetupLabelsAsBlind,
  type BlindLabels,
  type BlindVerdict,
  type PassAgreement,
} from './blind-agreement';
import { blindKey, type BlindEntry } from './blind-key';
import { blindRereadKey, reshuffledKey } from './blind-setup-key';

/** The seed of the settling reading's order: another again, so it maps to no earlier reading's ids. */
export const SETTLE_SEED = 20261202;
/** The seed of the fourth reading's sample and order, fixed before it was drawn. */
export const FOURTH_SEED = 20261203;

/** The second reading of the setup pass as committed, keyed by its own ids (`reread-0001` …). */
export const readRereadLabels = (): BlindLabels => readLabelsFixture('needle-reread-labels.json');
/** The settling reading as committed, keyed by its own ids (`settle-0001` …). */
export const readSettleLabels = (): BlindLabels => readLabelsFixture('needle-settle-labels.json');
/** The fourth reading as committed, keyed by its own ids (`fourth-0001` …). */
export const readFourthLabels = (): BlindLabels => readLabelsFixture('needle-fourth-labels.json');

/**
 * The second reading was read in quarters by four labellers, in the order shown; the tallies are reported per
 * quarter, as the setup pass's halves are, since labellers use `borderline` differently.
 */
export const REREAD_QUARTERS = [
  { name: 'reread-0001 … reread-0150', first: 1, last: 150 },
  { name: 'reread-0151 … reread-0300', first: 151, last: 300 },
  { name: 'reread-0301 … reread-0450', first: 301, last: 450 },
  { name: 'reread-0451 … reread-0583', first: 451, last: 583 },
] as const;
export type RereadQuarter = (typeof REREAD_QUARTERS)[number];
export const inRereadQuarter = (quarter: RereadQuarter, rereadId: string) => {
  const n = Number(rereadId.slice('reread-'.length));
  return n >= quarter.first && n <= quarter.last;
};

/** The second reading keyed by the first pass's ids; `only` keeps the reread ids it accepts. */
export function readRereadLabelsAsBlind(
  reread: BlindLabels = readRereadLabels(),
  only: (rereadId: string) => boolean = () => true,
): BlindLabels {
  return passLabelsAsBlind(blindRereadKey(), reread, only);
}

/** How the two readings of the setup question agree, on every candidate or on the reread ids `only` accepts. */
export function rereadAgreement(
  only: (rereadId: string) => boolean = () => true,
  setup: BlindLabels = readSetupLabelsAsBlind(),
  reread: BlindLabels = readRereadLabels(),
): PassAgreement {
  return keyedAgreement(blindRereadKey(), setup, reread, only);
}

/**
 * The candidates whose two setup readings differ, in a fresh seeded order, renamed `settle-0001` …: what the
 * settling reader is shown, with neither earlier verdict.
 */
export function blindSettleKey(
  setup: BlindLabels = readSetupLabelsAsBlind(),
  reread: BlindLabels = readRereadLabelsAsBlind(),
): Array<BlindEntry & { blindId: string }> {
  const split = blindKey().filter((entry) => labelOf(setup, entry.id) !== labelOf(reread, entry.id));
  return reshuffledKey(SETTLE_SEED, 'settle', split);
}

function labelOf(labels: BlindLabels, id: string): BlindVerdict {
  const verdict = labels[id];
  if (verdict === undefined) throw new Error(`${id} has no label`);
  return verdict.label;
}

/**
 * The consensus of the three setup readings, keyed by the first pass's ids: the verdict at least two readings
 * give, with the reason of the first of them (setup, reread, settle); `borderline: split reading` when all three
 * differ. Candidates the first two readings agree on were not read a third time.
 */
export function consensusLabels(
  setup: BlindLabels = readSetupLabelsAsBlind(),
  reread: BlindLabels = readRereadLabelsAsBlind(),
  settle: BlindLabels = passLabelsAsBlind(blindSettleKey(setup, reread), readSettleLabels()),
): BlindLabels {
  const labels: BlindLabels = {};
  for (const { id } of blindKey()) {
    const readings = [setup[id], reread[id], settle[id]].filter((r) => r !== undefined);
    if (readings.length < 2) throw new Error(`${id} lacks a reading`);
    if (readings[0].label !== readings[1].label && readings.length < 3) throw new Error(`${id} was not settled`);
    const count = (label: BlindVerdict) => readings.filter((r) => r.label === label).length;
    labels[id] = readings.find((r) => count(r.label) >= 2) ?? { label: 'borderline', reason: 'split reading' };
  }
  return labels;
}

/**
 * A random fifth (rounded up) of the candidates in a fresh seeded order, renamed `fourth-0001` …: read once more
 * by a labeller who took part in none of the three readings, to score one reader against the consensus, the
 * ceiling a rule can be expected to reach on it.
 */
export function blindFourthKey(): Array<BlindEntry & { blindId: string }> {
  const all = reshuffledKey(FOURTH_SEED, 'fourth');
  return all.slice(0, Math.ceil(all.length / 5));
}

/** How the fourth reading agrees with the consensus on its sample. */
export function fourthAgreement(
  consensus: BlindLabels = consensusLabels(),
  fourth: BlindLabels = readFourthLabels(),
): PassAgreement {
  return keyedAgreement(blindFourthKey(), consensus, fourth);
}

/** The consensus on the fourth reading's sample only, to score a rule on the candidates the reader saw. */
export function consensusOnFourthSample(consensus: BlindLabels = consensusLabels()): BlindLabels {
  const sample = new Set(blindFourthKey().map((entry) => entry.blindId));
  return Object.fromEntries(Object.entries(consensus).filter(([id]) => sample.has(id)));
}
