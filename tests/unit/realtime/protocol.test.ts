import {
  clientMessageSchema,
  parseClientMessage,
  parseServerMessage,
  serverMessageSchema,
} from '@agulhadas/domain/realtime/protocol';
import { REALTIME_TEXTS } from '../../../src/features/realtime/model/texts';
import {
  REALTIME_TIMEFRAME_LABEL,
  REALTIME_TIMEFRAMES,
  realtimeBucketStart,
} from '@agulhadas/domain/realtime/timeframes';
import { indicatorPanelView } from '../../../src/features/realtime/model/indicator-panel';

const indicators = {
  lastUpdate: '2026-11-21T12:00:00.000Z',
  adx: [32.5, 30.1] as [number, number],
  temTendencia: 1 as const,
  tendenciaAcelerante: true,
  agulhado: 1 as const,
  bollingerStatus: 1 as const,
  alerta: 0 as const,
  alerta1: 0 as const,
  alerta2: 0 as const,
  confirmacao: 1 as const,
  pontofalso: 0 as const,
  didiCurta: 0.0012,
  didiLonga: -0.0008,
  stockStatus: 1 as const,
  trixStatus: -1 as const,
};

describe('client messages', () => {
  it('accepts {subscribe, symbol[]} and nothing else', () => {
    expect(
      clientMessageSchema.safeParse({ subscribe: true, symbol: ['BMFBOVESPA:PETR4', 'BINANCE:BTCUSDT'] }).success,
    ).toBe(true);
    expect(clientMessageSchema.safeParse({ subscribe: false, symbol: ['BMFBOVESPA:WIN1!'] }).success).toBe(true);
    expect(clientMessageSchema.safeParse({ subscribe: true, symbol: [] }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ subscribe: 'true', symbol: ['A:B'] }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ subscribe: true, symbol: ['no-exchange'] }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ subscribe: true, symbol: ['A:B'], userId: 'x' }).success).toBe(false);
  });

  it('turns a bad frame into the error text the server sends back', () => {
    expect(parseClientMessage('{')).toEqual({ ok: false, error: 'Mensagem inválida: JSON malformado.' });
    expect(parseClientMessage('{"subscribe":true}')).toEqual({
      ok: false,
      error: expect.stringMatching(/^Mensagem inválida: symbol — /) as unknown as string,
    });
    expect(parseClientMessage('{"subscribe":true,"symbol":["A:B"]}')).toEqual({
      ok: true,
      message: { subscribe: true, symbol: ['A:B'] },
    });
  });
});

describe('server messages', () => {
  it('reads welcome, lastCandleUpdates, importantLevels and error', () => {
    const welcome = {
      type: 'welcome',
      data: [
        {
          key: 'BINANCE:BTCUSDT',
          asset: 'BINANCE:BTCUSDT',
          nome: 'Bitcoin / Tether',
          assetType: 'crypto',
          baseAsset: 'BTC',
          quoteAsset: 'USDT',
        },
      ],
    };
    expect(parseServerMessage(JSON.stringify(welcome))).toEqual({ kind: 'message', message: welcome });
    const update = {
      type: 'lastCandleUpdates',
      data: {
        'BINANCE:BTCUSDT': {
          asset: 'BINANCE:BTCUSDT',
          nome: 'Bitcoin',
          preco: 88000.5,
          lastUpdate: indicators.lastUpdate,
          indicators: { D: indicators, '1': indicators },
        },
      },
      sentAt: 1,
      seq: 2,
    };
    expect(parseServerMessage(JSON.stringify(update))).toEqual({ kind: 'message', message: update });
    expect(parseServerMessage('{"type":"importantLevels","data":[1,2]}')).toEqual({
      kind: 'message',
      message: { type: 'importantLevels', data: [1, 2] },
    });
    expect(parseServerMessage('{"type":"error"}')).toEqual({ kind: 'message', message: { type: 'error' } });
  });

  it('keeps unknown types as "other" and rejects broken known ones', () => {
    expect(parseServerMessage('{"type":"news","x":1}')).toEqual({ kind: 'other', raw: { type: 'news', x: 1 } });
    expect(parseServerMessage('{"type":"welcome","data":"nope"}')).toEqual({ kind: 'invalid' });
    expect(parseServerMessage('not json')).toEqual({ kind: 'invalid' });
    expect(
      serverMessageSchema.safeParse({
        type: 'lastCandleUpdates',
        data: { X: { asset: 'X', nome: 'X', preco: 1, lastUpdate: '', indicators: { '2': indicators } } },
        sentAt: 1,
        seq: 1,
      }).success,
    ).toBe(false);
  });
});

describe('texts', () => {
  it('has the Portuguese texts verbatim', () => {
    expect(REALTIME_TEXTS).toMatchObject({
      title: 'Tempo real',
      connecting: 'Conectando...',
      on: 'ON',
      off: 'OFF',
      websocketError: 'WebSocket error occurred',
      noConnection: 'Sem conexão',
      defaultServerError: 'Ocorreu um erro com a conexão',
    });
    expect(REALTIME_TEXTS.connectError('falhou')).toBe('Erro ao conectar: falhou');
    expect(REALTIME_TIMEFRAMES.map((tf) => REALTIME_TIMEFRAME_LABEL[tf])).toEqual([
      'Diário',
      '4H',
      '1H',
      '15m',
      '5m',
      '1m',
    ]);
  });
});

describe('timeframes and panels', () => {
  it('buckets by the timeframe length (UTC)', () => {
    const t = Date.UTC(2026, 10, 21, 13, 47, 31);
    expect(new Date(realtimeBucketStart(t, '1')).toISOString()).toBe('2026-11-21T13:47:00.000Z');
    expect(new Date(realtimeBucketStart(t, '5')).toISOString()).toBe('2026-11-21T13:45:00.000Z');
    expect(new Date(realtimeBucketStart(t, '240')).toISOString()).toBe('2026-11-21T12:00:00.000Z');
    expect(new Date(realtimeBucketStart(t, 'D')).toISOString()).toBe('2026-11-21T00:00:00.000Z');
  });

  it('draws a panel with the dashboard rules', () => {
    expect(indicatorPanelView(indicators)).toEqual({
      trend: { tone: 'buy', fillPx: 23, accelerating: true },
      bollinger: 'open',
      // An agulhada de compra: the Didi box names it (not 'C ↑↓', which the averages also show).
      didi: { tone: 'buy', letter: 'C', text: 'Agulhada', side: 'compra', title: 'Agulhada de compra', arrows: null },
      stoc: 'buy',
      trix: 'sell',
      agulhada: 'buy',
    });
  });
});
