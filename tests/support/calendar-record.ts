import { appendFileSync } from 'node:fs';
import path from 'node:path';

// `npm run test:calendar` compares what each test checked under each instant it runs the suite at: with
// CALENDAR_RECORD set (a folder), every test's assertion count is appended there, one JSON line per test.
const folder = process.env.CALENDAR_RECORD;
if (folder) {
  afterEach(() => {
    const { testPath, currentTestName, assertionCalls } = expect.getState();
    const line = {
      file: path.relative(process.cwd(), testPath ?? ''),
      test: currentTestName ?? '',
      assertions: assertionCalls,
    };
    appendFileSync(path.join(folder, `${process.pid}.jsonl`), `${JSON.stringify(line)}\n`);
  });
}
