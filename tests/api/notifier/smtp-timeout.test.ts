import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { smtpSender } from '@agulhadas/delivery/email/smtp-sender';
import { classifySendError } from '../../../notifier/src/send-outcome';

describe('an SMTP server that stops answering', () => {
  it('takes the connection and never greets: the send times out as an unknown outcome, and the sender names the server without its password', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    // The URL sets a short greeting timeout for the test (the sender's own default is ten seconds).
    const sender = smtpSender(`smtp://mailer:secret@127.0.0.1:${port}/?greetingTimeout=200`, 'contato@agulhadas.app');
    const error = await sender.send({ to: 'ana@test.agulhadas.app', bcc: [], subject: 'Olá', text: 'Olá' }).then(
      () => null,
      (failure: unknown) => failure,
    );
    await new Promise((resolve) => silent.close(resolve));
    expect(classifySendError(error)).toEqual({ kind: 'unknown' });
    expect(sender.provider).toBe(`smtp:127.0.0.1:${port}`);
  });
});
