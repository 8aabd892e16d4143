import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { telegramQueue } from '@agulhadas/delivery/queue/telegram-queue';
import { overrideConfig } from '../../../api/src/config';
import { queueEmail } from '../../../api/src/services/email/queue-email';
import { getStore } from '../../../api/src/store/db';
import { telegramOutbox } from '../../../local/src/stand-ins/telegram/outbox-sender';
import { startRuntime, type Runtime } from '../../../local/src/runtime/runtime';
import { outboxEmails } from '@agulhadas/delivery/queue/outbox-emails';
import { message } from './notifier-support';

const ROOT = path.resolve(__dirname, '../../..');

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return read();
}

/** `npm start` runs the notifier in-process: what a request queues reaches the local Telegram page and inbox by itself. */
describe('the notifier under npm start', () => {
  let runtime: Runtime;
  beforeAll(async () => {
    // In memory: nothing is left in a data folder.
    overrideConfig({ dataDir: '' });
    runtime = await startRuntime({ rootDir: ROOT, port: 0, apiPort: 0, robot: 'off' });
  });
  afterAll(() => runtime.close());

  it('sends what is queued without anyone driving it, and stops with the runtime', async () => {
    const store = await getStore();
    await telegramQueue(store).insertOne({
      ...message('local-1', '555000111', 1),
      nextAttemptAt: new Date().toISOString(),
    });
    await queueEmail(
      store,
      {
        template: 'Corretora',
        about: 'local-run',
        to: 'ana@test.agulhadas.app',
        name: 'Ana',
        userId: 'ana',
        data: { assunto: 'Conta', nome: 'Ana', corretora: 'XM', link: 'https://www.xm.com', mudanca: '' },
      },
      new Date(),
    );
    const sent = await eventually(
      () => telegramOutbox(store).find({ chatId: '555000111' }).toArray(),
      (found) => found.length > 0,
    );
    expect(sent.map((entry) => entry.text)).toEqual(['mensagem local-1']);
    expect(
      (
        await eventually(
          () => outboxEmails(store).findOne({ _id: 'Corretora:local-run' }),
          (doc) => doc?.status === 'sent',
        )
      )?.status,
    ).toBe('sent');
    expect(runtime.notifier.totals.telegram.sent).toBeGreaterThanOrEqual(1);
  });
});
