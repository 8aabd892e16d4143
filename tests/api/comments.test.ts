import { ensureUser } from '../../api/src/identity/ensure-user';
import type { Store } from '../../api/src/store/types';
import { users } from '../../api/src/store/users';
import type { CommentItem } from '@agulhadas/domain/user-info';
import { call, freshStore, principalFor } from '../support/api-client';
import { grantLevel } from '../support/fixtures';

const now = new Date('2026-11-20T12:00:00.000Z');
const ana = principalFor('ana');
const vitor = principalFor('vitor');

type Answer = { comments: CommentItem[]; error?: string };
const add = (asset: string, comment: string, as = ana) =>
  call<Answer>('getComments', { method: 'POST', body: { asset, comment }, as });
const remove = (id: string, as = ana) => call<Answer>('getComments', { method: 'DELETE', body: { id }, as });
const commentsOf = async (store: Store, userId: string) =>
  (await users(store).findOne({ _id: userId }))?.comments ?? [];

describe('/api/getComments', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    for (const userId of ['ana', 'vitor', 'bruno'])
      await ensureUser(store, { userId, email: `${userId}@x.app`, name: userId }, now);
    await grantLevel(store, 'ana', 'Assinante');
    await grantLevel(store, 'vitor', 'VIP');
    await grantLevel(store, 'bruno', 'Basico');
  });

  it('adds comments and answers those of the asset, newest first, with random ids', async () => {
    const first = await add('BMFBOVESPA:PETR4', 'primeira nota');
    expect(first.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await add('NASDAQ:AAPL', 'outra');
    const second = await add('BMFBOVESPA:PETR4', 'segunda nota');
    expect(second.body.comments.map((c) => c.comment)).toEqual(['segunda nota', 'primeira nota']);
    const [newest] = second.body.comments;
    expect(newest).toMatchObject({ asset: 'BMFBOVESPA:PETR4' });
    expect(newest?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(newest?.id).not.toBe(second.body.comments[1]?.id);
  });

  it('stores plain text: trims, keeps line breaks and tabs (CRLF as LF), keeps markup as text', async () => {
    const res = await add('BMFBOVESPA:PETR4', '  <img src=x onerror=alert(1)> linha\r\n2\tfim 😀 ');
    expect(res.body.comments[0]?.comment).toBe('<img src=x onerror=alert(1)> linha\n2\tfim 😀');
  });

  it('refuses control characters, bidi controls and separators instead of stripping them, changing nothing', async () => {
    for (const character of ['\u0000', '\u0007', '\u0085', '\u202e', '\u2028', '\ud800']) {
      const res = await add('BMFBOVESPA:PETR4', `nota${character}`);
      expect([res.status, res.body.error]).toEqual([400, 'O comentário contém caracteres não permitidos.']);
    }
    expect(await commentsOf(store, 'ana')).toEqual([]);
  });

  it('refuses empty and over-2000-character comments, changing nothing', async () => {
    expect((await add('BMFBOVESPA:PETR4', '   \u0001 ')).status).toBe(400);
    expect((await add('BMFBOVESPA:PETR4', 'x'.repeat(2001))).status).toBe(400);
    expect((await add('BMFBOVESPA:PETR4', 'x'.repeat(2000))).status).toBe(200);
    expect(await commentsOf(store, 'ana')).toHaveLength(1);
  });

  it("deletes only the caller's own comment and answers the rest of that asset", async () => {
    const mine = (await add('BMFBOVESPA:PETR4', 'minha')).body.comments[0]!;
    await add('BMFBOVESPA:PETR4', 'mais uma');
    const theirs = (await add('BMFBOVESPA:PETR4', 'do Vítor', vitor)).body.comments[0]!;
    const byOther = await remove(mine.id, vitor);
    expect(byOther.status).toBe(404);
    expect(await commentsOf(store, 'ana')).toHaveLength(2);
    const res = await remove(mine.id);
    expect(res.status).toBe(200);
    expect(res.body.comments.map((c) => c.comment)).toEqual(['mais uma']);
    expect((await commentsOf(store, 'vitor')).map((c) => c.id)).toEqual([theirs.id]);
    expect((await remove(mine.id)).status).toBe(404);
  });

  it('answers 401 anonymous and 403 to Basico and registered users, changing nothing', async () => {
    expect((await call('getComments', { method: 'POST', body: { asset: 'B:X', comment: 'a' } })).status).toBe(401);
    expect((await add('B:X', 'a', principalFor('bruno'))).status).toBe(403);
    expect((await add('B:X', 'a', principalFor('nobody'))).status).toBe(403);
    expect(await commentsOf(store, 'bruno')).toEqual([]);
  });

  it('rejects invalid bodies and operator injection with 400, changing nothing', async () => {
    await add('BMFBOVESPA:PETR4', 'fica');
    const before = await commentsOf(store, 'ana');
    const posts: unknown[] = [
      { asset: { $ne: '' }, comment: 'a' },
      { asset: 'B:X', comment: { $set: 1 } },
      { asset: 'sem bolsa', comment: 'a' },
      { comment: 'a' },
    ];
    for (const body of posts) expect((await call('getComments', { method: 'POST', body, as: ana })).status).toBe(400);
    const deletes: unknown[] = [{ id: { $exists: true } }, { id: 'nao-e-uuid' }, {}];
    for (const body of deletes)
      expect((await call('getComments', { method: 'DELETE', body, as: ana })).status).toBe(400);
    expect(await commentsOf(store, 'ana')).toEqual(before);
  });

  it('answers 405 to GET', async () => {
    expect((await call('getComments', { as: ana })).status).toBe(405);
  });
});
