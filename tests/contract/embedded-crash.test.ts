import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openEmbeddedStore } from '../../local/src/store/embedded';

const REPO_ROOT = resolve(__dirname, '../..');
const WRITER = join(__dirname, 'fixtures', 'crash-writer.ts');

/** Runs the writer, SIGKILLs its whole process group after `acks` acknowledgements, returns the acked ids. */
function runAndKill(dataDir: string, acks: number): Promise<string[]> {
  return new Promise((resolvePromise, reject) => {
    // detached: own process group, so the kill reaches the node process behind npx/tsx too.
    const child = spawn('npx', ['tsx', WRITER, dataDir], {
      cwd: REPO_ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acked: string[] = [];
    let buffered = '';
    let stderr = '';
    let killed = false;
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('doc-')) acked.push(line);
      if (!killed && acked.length >= acks && child.pid !== undefined) {
        killed = true;
        process.kill(-child.pid, 'SIGKILL');
      }
    });
    child.on('exit', () => {
      if (killed) resolvePromise(acked);
      else reject(new Error(`writer exited before being killed: ${stderr}`));
    });
  });
}

async function openWhenLockReleased(dataDir: string) {
  // The killed processes may take a moment to be reaped; the lock treats them as alive until then.
  for (let attempt = 0; ; attempt++) {
    try {
      return await openEmbeddedStore({ dataDir });
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

describe('embedded store crash safety', () => {
  it('keeps every acknowledged write after SIGKILL mid-stream', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'agulhadas-crash-'));
    try {
      const acked = await runAndKill(dataDir, 400);
      expect(acked.length).toBeGreaterThanOrEqual(400);
      const store = await openWhenLockReleased(dataDir);
      const ids = new Set(
        (
          await store
            .collection('crash')
            .find({}, { projection: { _id: 1 } })
            .toArray()
        ).map((d) => d._id),
      );
      const missing = acked.filter((id) => !ids.has(id));
      expect(missing).toEqual([]);
      await store.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
