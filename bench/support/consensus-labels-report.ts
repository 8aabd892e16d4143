/**
 * The "Blind labels, consensus" part of bench/needles.ts: the second reading of the setup pass, how the two
 * readings agree, the settling reading of their disagreements, and the rule against the consensus of the three
 * (docs/signals.md, "The consensus").
 */
import {
  BLIND_VERDICTS,
  blindSeries,
  engineRule,
  ruleOnBlindLabels,
  type BlindLabels,
} from '../../tests/support/blind-agreement';
import {
  blindSettleKey,
  consensusLabels,
  consensusOnFourthSample,
  fourthAgreement,
  inRereadQuarter,
  readRereadLabelsAsBlind,
  REREAD_QUARTERS,
  rereadAgreement,
} from '../../tests/support/blind-consensus';
import { gridCounts, gridPoints } from '../../tests/support/needle-loso';
import {
  printAgreement,
  printExamples,
  printFitOnAll,
  printLoso,
  printRule,
  printTally,
  printTradeOff,
  printWhy,
} from './blind-labels-report';

const tallyOf = (labels: BlindLabels) => {
  const list = Object.values(labels);
  return `${list.length} labels, ${BLIND_VERDICTS.map((v) => `${v} ${list.filter((l) => l.label === v).length}`).join(', ')}`;
};

export function printConsensus(): void {
  console.log("\nBlind labels, consensus of three setup readings (ids below are the first pass's)");
  console.log(`  second reading: ${tallyOf(readRereadLabelsAsBlind())}`);
  for (const quarter of REREAD_QUARTERS) {
    console.log(
      `    labeller of ${quarter.name}: ${tallyOf(readRereadLabelsAsBlind(undefined, (id) => inRereadQuarter(quarter, id)))}`,
    );
  }
  printAgreement('setup pass and its second reading', rereadAgreement(), 'second reading', 'setup pass');
  for (const quarter of REREAD_QUARTERS) {
    const { threeClass, needleVsRest } = rereadAgreement((id) => inRereadQuarter(quarter, id));
    console.log(
      `    ${quarter.name}: ${threeClass.items} candidates, kappa ${threeClass.kappa.toFixed(3)} (three verdicts), ${needleVsRest.kappa.toFixed(3)} (needle against the rest)`,
    );
  }
  const consensus = consensusLabels();
  const split = Object.values(consensus).filter((l) => l.reason === 'split reading').length;
  console.log(
    `  settled by a third reading: ${blindSettleKey().length} candidates the two readings part on; all three readings differ on ${split}`,
  );

  // One reader who took part in none of the three readings, against the consensus: what a rule can hope for.
  printAgreement(
    'consensus and a fourth reading of a random fifth',
    fourthAgreement(consensus),
    'fourth reading',
    'consensus',
  );
  const onSample = ruleOnBlindLabels(engineRule, blindSeries(consensusOnFourthSample(consensus), true)).pooled;
  console.log(
    `  the engine on the same fifth: recall ${onSample.recalled}/${onSample.blindNeedles}, precision ${onSample.labelledNeedle}/${onSample.onCandidates}`,
  );

  const series = blindSeries(consensus);
  console.log('  consensus labels:');
  printTally(series);
  const engine = ruleOnBlindLabels(engineRule, series);
  printRule("current rule on the consensus, the engine's strict needle (reading.agulhado)", engine);
  printWhy(series, engine);

  const counts = series.map((s) => gridCounts(s));
  console.log(`\n  leave one series out on the consensus, over ${gridPoints().length} grid points`);
  printTradeOff(counts);
  printFitOnAll(counts);
  printLoso(counts);

  printExamples(series, engine, 'consensus needles');
}
