/**
 * The "Beyond the rule family" part of bench/needles.ts: each extension of the plain-sum needle
 * (tests/support/needle-rule-extensions.ts) over the family's grid, and a logistic score, against the consensus
 * labels: leave one series out under both objectives, pooled out of sample, and the in-sample ceiling (the best
 * recall among points whose pooled precision reaches the 85 % goal on all four series); then the folds of the
 * longer opening window, the best plain extension (docs/signals.md, "Beyond the rule family").
 */
import { blindFigures, blindSeries, type BlindCounts } from '../../tests/support/blind-agreement';
import { consensusLabels } from '../../tests/support/blind-consensus';
import { ruleExtension, RULE_EXTENSIONS, studyExtension } from '../../tests/support/needle-extension-grids';
import type { GridStudy } from '../../tests/support/needle-loso';
import { LOGISTIC_FIGURES, studyLogistic } from '../../tests/support/needle-logistic';
import { describeExtended, extendedFeatures } from '../../tests/support/needle-rule-extensions';
import { printLosoOver } from './blind-labels-report';

const pct = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);
const counted = (part: number, whole: number) => `${part}/${whole} ${pct(part, whole)}`;

/** Recall, precision and F1 of pooled counts, in one cell. */
const cell = (c: BlindCounts) =>
  `${counted(c.recalled, c.blindNeedles)}, ${counted(c.labelledNeedle, c.onCandidates)}, F1 ${blindFigures(c).f1.toFixed(3)}`.padEnd(
    44,
  );

function printRow<P>(name: string, size: string, study: GridStudy<P>): void {
  const ceiling =
    study.ceiling === null
      ? 'none reaches 85 %'
      : `${counted(study.ceiling.counts.recalled, study.ceiling.counts.blindNeedles)}, ${counted(study.ceiling.counts.labelledNeedle, study.ceiling.counts.onCandidates)}`;
  console.log(
    `  ${name.padEnd(20)} ${size.padStart(7)}  ${cell(study.goals.pooled)} ${cell(study.f1.pooled)} ${ceiling}`,
  );
}

export function printRuleExtensions(): void {
  const started = Date.now();
  const series = blindSeries(consensusLabels());
  const features = series.map((s) => extendedFeatures(s.candles));
  console.log('\nBeyond the rule family: extensions against the consensus, leave one series out');
  console.log('  extensions (each over the whole family grid, off first, so ties keep points of the family):');
  for (const extension of RULE_EXTENSIONS) console.log(`    ${extension.name}: ${extension.title}`);
  console.log(
    `    (e7): a logistic score over ${LOGISTIC_FIGURES.length} figures of the candidate opening (${LOGISTIC_FIGURES.join('; ')}), weights and threshold fitted on the fitting series`,
  );
  console.log(
    `  ${'extension'.padEnd(20)} ${'grid'.padStart(7)}  ${'LOSO goals: recall, precision, F1'.padEnd(44)} ${'LOSO f1: recall, precision, F1'.padEnd(44)} ceiling in sample (precision ≥ 85 %)`,
  );
  const studies = RULE_EXTENSIONS.map((extension) => {
    const study = studyExtension(extension, series, features);
    printRow(extension.name, String(study.size), study);
    return study;
  });
  const logistic = studyLogistic(series, features);
  printRow('(e7) logistic', `${logistic.size} thr.`, logistic);

  const longer = RULE_EXTENSIONS.indexOf(ruleExtension('(e1)'));
  console.log(`\n  ${RULE_EXTENSIONS[longer].name}, ${RULE_EXTENSIONS[longer].title}: the folds`);
  printLosoOver(studies[longer].counts, studies[longer].grid, describeExtended);
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s for this part)`);
}
