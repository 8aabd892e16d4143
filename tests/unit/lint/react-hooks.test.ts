import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

const lintAs = (file: string, code: string): string =>
  spawnSync(path.join(ROOT, 'node_modules/.bin/eslint'), ['--stdin', '--stdin-filename', file], {
    cwd: ROOT,
    input: code,
    encoding: 'utf8',
  }).stdout;

/** The rules of hooks and complete effect dependencies, as `npm test` enforces them through ESLint. */
describe('React hooks lint', () => {
  it('a hook called conditionally is refused', () => {
    const code =
      "import { useState } from 'react';\nexport function Probe({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n";
    expect(lintAs('src/features/assets/probe.tsx', code)).toContain('react-hooks/rules-of-hooks');
  });

  it('an effect that reads a value it does not list is refused', () => {
    const code =
      "import { useEffect } from 'react';\nexport function Probe({ id }: { id: string }) {\n  useEffect(() => {\n    document.title = id;\n  }, []);\n  return null;\n}\n";
    expect(lintAs('src/features/assets/probe.tsx', code)).toContain('react-hooks/exhaustive-deps');
  });

  it('hooks used by the rules pass', () => {
    const code =
      "import { useEffect } from 'react';\nexport function Probe({ id }: { id: string }) {\n  useEffect(() => {\n    document.title = id;\n  }, [id]);\n  return null;\n}\n";
    expect(lintAs('src/features/assets/probe.tsx', code)).toBe('');
  });
});
