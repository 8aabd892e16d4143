import { describe, expect, it } from '@jest/globals';
import { onlyTurnsOff } from '../../api/src/alerts/alert-changes';
import { hasOperatorKey } from '../../api/src/alerts/alert-request-schemas';
import { readingsList } from '../../api/src/alerts/readings-list';
import {
  DEFAULT_WEBHOOK_MESSAGE,
  WebhookPayloadError,
  normalizeTimeframe,
  parseWebhookPayload,
} from '../../api/src/alerts/webhook-payload';
import { alertConfigSchema } from '@agulhadas/domain/alerts/alert-config-schema';
import { reading } from '../support/fixtures';

describe('webhook payload', () => {
  it('reads plain text, JSON and an empty body', () => {
    expect(parseWebhookPayload('  cruzou a média\r\nde 20\tdias ')).toEqual({
      message: 'cruzou a média\nde 20\tdias',
      timeframe: null,
      price: null,
      code: null,
    });
    expect(parseWebhookPayload('{"message":"oi","timeframe":"4H","price":1.5}')).toEqual({
      message: 'oi',
      timeframe: '240',
      price: 1.5,
      code: null,
    });
    expect(parseWebhookPayload('{"timeframe":60}')).toEqual({
      message: DEFAULT_WEBHOOK_MESSAGE,
      timeframe: '60',
      price: null,
      code: null,
    });
    expect(parseWebhookPayload('{"code":" NASDAQ:AAPL "}')).toMatchObject({ code: 'NASDAQ:AAPL' });
    expect(parseWebhookPayload('')).toEqual({
      message: DEFAULT_WEBHOOK_MESSAGE,
      timeframe: null,
      price: null,
      code: null,
    });
    expect(parseWebhookPayload('x'.repeat(900)).message).toHaveLength(500);
  });

  it('refuses broken JSON, operator keys, unknown timeframes and messages holding control characters', () => {
    const controls = [
      'cruzou\u0000',
      'a\u202emédia',
      'cruzou\u2028',
      '\u0085',
      JSON.stringify({ message: 'oi\u0007' }),
      'alerta\u2029',
    ];
    for (const text of [
      '{"message":',
      '{"$where":"1"}',
      '{"timeframe":"3M"}',
      '{"price":-1}',
      '{"message":{"a":1}}',
      ...controls,
    ]) {
      expect(() => parseWebhookPayload(text)).toThrow(WebhookPayloadError);
    }
    expect(normalizeTimeframe('1d')).toBe('D');
    expect(normalizeTimeframe('5')).toBeNull();
  });
});

describe('alert request helpers', () => {
  it('finds operator keys at any depth', () => {
    expect(hasOperatorKey({ a: [{ b: { $gt: 1 } }] })).toBe(true);
    expect(hasOperatorKey({ a: ['$gt'] })).toBe(false);
  });

  it('accepts as a turn-off only an otherwise identical config with active false', () => {
    const stored = {
      message: 'Oi',
      frequency: 'tf' as const,
      rules: [
        { name: 'agulhada' as const, value: 1 as const },
        { name: 'Trix' as const, value: -1 as const },
      ],
    };
    const config = (patch: Record<string, unknown>) => alertConfigSchema.parse({ ...stored, active: false, ...patch });
    expect(onlyTurnsOff(stored, config({ rules: [...stored.rules].reverse() }))).toBe(true);
    expect(onlyTurnsOff(stored, config({ active: true }))).toBe(false);
    expect(onlyTurnsOff(stored, config({ message: 'Outra' }))).toBe(false);
    expect(onlyTurnsOff(stored, config({ frequency: 'once' }))).toBe(false);
    expect(onlyTurnsOff(stored, config({ rules: [stored.rules[0]] }))).toBe(false);
  });

  it('lists readings W, D, 240, 60, 15 as present, each with its timeframe', () => {
    expect(readingsList({ '15': reading('15'), W: reading('W'), '60': reading('60') }).map((r) => r.timeframe)).toEqual(
      ['W', '60', '15'],
    );
  });
});
