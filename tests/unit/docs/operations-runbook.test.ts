import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { API_SETTINGS } from '../../../api/src/config/settings-declaration';
import {
  DUE_MESSAGE_MAX_AGE_MS,
  ROBOT_ROUND_MAX_AGE_MS,
  SOURCE_MAX_LAG_MS,
} from '@agulhadas/domain/health/health-thresholds';
import { NOTIFIER_SETTINGS } from '../../../notifier/src/settings-declaration';
import { ROBOT_SETTINGS } from '../../../robot/src/settings-declaration';

/**
 * The runbook is read at the worst moment, so what it states mechanically must stay true: the thresholds it quotes,
 * the commands, settings and files it names.
 */
const root = process.cwd();
const runbook = readFileSync(path.join(root, 'docs/operations.md'), 'utf8');
const scripts = Object.keys(
  (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
);
const declared = new Set([
  ...Object.keys(API_SETTINGS),
  ...Object.keys(ROBOT_SETTINGS),
  ...Object.keys(NOTIFIER_SETTINGS),
]);

const thresholds: Record<string, number> = { ROBOT_ROUND_MAX_AGE_MS, SOURCE_MAX_LAG_MS, DUE_MESSAGE_MAX_AGE_MS };

/** Every `inline code` span of the runbook. */
const codeSpans = [...runbook.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);

describe('docs/operations.md', () => {
  it.each(Object.entries(thresholds))('quotes %s as the code has it', (name, ms) => {
    const row = runbook.split('\n').find((line) => line.startsWith(`| \`${name}\``));
    expect(row).toBeDefined();
    expect(row).toContain(`| ${ms / 60_000} minutes |`);
  });

  it('names only npm scripts that exist', () => {
    const named = [...runbook.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it('names only declared settings (and the platform variables the checks read)', () => {
    const platform = new Set(['WEBSITE_SITE_NAME', 'CONTAINER_APP_NAME', 'KINDE_CLIENT_SECRET', 'KINDE_CLIENT_ID']);
    const settings = codeSpans.filter((span) => /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(span) && !/_MS$/.test(span));
    expect(settings.length).toBeGreaterThan(10);
    expect(settings.filter((name) => !declared.has(name) && !platform.has(name))).toEqual([]);
  });

  it('names only files and folders that exist', () => {
    const paths = codeSpans.filter((span) =>
      /^(api|robot|notifier|packages|local|scripts|src|tests|docs|infra)\/[\w./-]+$/.test(span),
    );
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
    const links = [...runbook.matchAll(/\]\(([\w.-]+\.md)\)/g)].map((match) => match[1]);
    expect(links.filter((file) => !existsSync(path.join(root, 'docs', file)))).toEqual([]);
  });
});
