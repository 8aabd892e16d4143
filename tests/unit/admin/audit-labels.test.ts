import { describe, expect, it } from '@jest/globals';
import { changeText } from '../../../src/features/admin/audit-labels';

/** Field names the API writes into the trail; none may reach the Registro screen untranslated. */
const RAW_KEYS =
  /\b(broker|sentAt|resentAt|device|createdAt|chatId|alerts|devices|notifications|favorites|comments|telegram|true|false|sent)\b/;

describe('the trail as Registro shows it', () => {
  it('names a VIPCORRETORA grant in Portuguese, the broker included', () => {
    const text = changeText(null, {
      level: 'VIPCORRETORA',
      status: 'pending',
      expiry: 1_800_000_000,
      broker: 'Corretora Alfa',
    });
    expect(text).toContain('corretora: Corretora Alfa');
    expect(text).toContain('situação: pendente');
    expect(text).not.toMatch(RAW_KEYS);
  });

  it('says what an erasure removed, with yes or no for Telegram', () => {
    const text = changeText(
      { alerts: 3, devices: 1, notifications: 12, favorites: 2, comments: 0, telegram: true },
      null,
    );
    expect(text).toBe(
      'alertas: 3 (removido); aparelhos: 1 (removido); notificações: 12 (removido); favoritos: 2 (removido); comentários: 0 (removido); Telegram conectado: sim (removido)',
    );
  });

  it('shows the instants of a resend, a removed device and an unlinked chat as Brasília dates', () => {
    const resend = changeText(
      { template: 'payment-confirmed', status: 'sent', sentAt: '2026-03-10T13:00:00.000Z' },
      { template: 'payment-confirmed', status: 'pending', resentAt: '2026-03-11T15:30:00.000Z' },
    );
    expect(resend).toBe(
      'situação: enviado → pendente; enviado em: 10/03/2026, 10:00 → —; reenviado em: — → 11/03/2026, 12:30',
    );
    const device = changeText({ device: 'Chrome no Android', createdAt: '2026-01-05T12:00:00.000Z' }, null);
    expect(device).toBe('aparelho: Chrome no Android (removido); criado em: 05/01/2026, 09:00 (removido)');
    expect(changeText({ chatId: '5599' }, { chatId: null })).toBe('chat do Telegram: 5599 → —');
    for (const text of [resend, device]) expect(text).not.toMatch(RAW_KEYS);
  });
});
