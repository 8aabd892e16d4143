import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureUser } from '../../api/src/identity/ensure-user';
import { forgetStore, useStore } from '../../api/src/store/db';
import { users } from '../../api/src/store/users';
import { openEmbeddedStore } from '../../local/src/store/embedded';
import { call, principalFor } from '../support/api-client';
import { failingDisk } from '../support/failing-disk';
import { grantLevel } from '../support/fixtures';

const ana = principalFor('ana');
const add = (comment: string) =>
  call<{ error?: string }>('getComments', { method: 'POST', body: { asset: 'BMFBOVESPA:PETR4', comment }, as: ana });

describe('/api/getComments on a full disk (embedded store)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'agulhadas-api-full-disk-'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    forgetStore();
    rmSync(dataDir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  it('answers 503 for the comment the disk refused, and the reopened store holds exactly the acknowledged ones', async () => {
    const disk = failingDisk('short');
    const store = await openEmbeddedStore({ dataDir, openFile: disk.openFile });
    await useStore(store);
    await ensureUser(store, { userId: 'ana', email: 'ana@x.app', name: 'ana' }, new Date('2026-11-20T12:00:00Z'));
    await grantLevel(store, 'ana', 'Assinante');
    expect((await add('antes de encher')).status).toBe(200);

    disk.fillAfter(0);
    const refused = await add('com o disco cheio');
    expect(refused.status).toBe(503);
    expect(refused.body.error).toBe('Serviço temporariamente indisponível. Tente novamente em instantes.');
    await store.close();

    const reopened = await openEmbeddedStore({ dataDir });
    const comments = (await users(reopened).findOne({ _id: 'ana' }))?.comments ?? [];
    expect(comments.map((comment) => comment.comment)).toEqual(['antes de encher']);
    await reopened.close();
  });
});
