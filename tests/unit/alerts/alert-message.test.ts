import { describe, expect, it } from '@jest/globals';
import { alertMessage, alertTitle, findTemplate } from '@agulhadas/domain/alerts';
import { alert, reading } from './fixtures';

// Intl output uses plain spaces/dots here; normalise NBSP in case the ICU build differs.
const plain = (text: string): string => text.replace(/\u00a0/g, ' ');

describe('alertMessage', () => {
  it("uses the template's title when the alert has no message", () => {
    const rules = findTemplate('agulhadaCompra')!.rules;
    const candle = reading({ preco: 38.42, lastUpdate: '2026-11-27T00:00:00.000Z' });
    expect(
      alertMessage({ asset: 'BMFBOVESPA:PETR4', assetType: 'stock', marketHours: 'B3' }, 'D', alert({ rules }), candle),
    ).toBe('PETR4 (D): Agulhada de compra — preço 38,42 — candle de 27/11/2026');
  });

  it('names a daily or weekly candle by its trading day, an FX day by the day it closes at 17:00 New York', () => {
    const rules = findTemplate('agulhadaCompra')!.rules;
    const fxDay = reading({ preco: 1.08123, lastUpdate: '2026-11-26T22:00:00.000Z' });
    expect(
      plain(
        alertMessage({ asset: 'FX_IDC:EURUSD', assetType: 'forex', marketHours: 'FX' }, 'D', alert({ rules }), fxDay),
      ),
    ).toBe('EURUSD (D): Agulhada de compra — preço 1,08123 — candle de 27/11/2026');
    const fxWeek = reading({ preco: 1.08123, lastUpdate: '2026-11-22T22:00:00.000Z' });
    expect(
      plain(
        alertMessage({ asset: 'FX_IDC:EURUSD', assetType: 'forex', marketHours: 'FX' }, 'W', alert({ rules }), fxWeek),
      ),
    ).toBe('EURUSD (W): Agulhada de compra — preço 1,08123 — candle da semana de 23/11/2026');
    // An asset stored without its market's hours: UTC days, as a market that never closes.
    expect(
      alertMessage(
        { asset: 'BINANCE:BTCUSDT', assetType: 'crypto' },
        'D',
        alert({ rules }),
        reading({ preco: 1, lastUpdate: '2026-11-28T00:00:00.000Z' }),
      ),
    ).toMatch(/ — candle de 28\/11\/2026$/);
  });

  it("uses the user's own message", () => {
    expect(
      alertMessage(
        { asset: 'NASDAQ:AAPL', assetType: 'stock' },
        '60',
        alert({ message: 'Hora de olhar a Apple' }),
        reading({ preco: 1234.5 }),
      ),
    ).toBe('AAPL (H): Hora de olhar a Apple — preço 1.234,50');
  });

  it('spells the rules out when it matches no template', () => {
    const rules = [
      { name: 'Tendencia', value: -1 },
      { name: 'Bollinger', value: 1 },
    ] as const;
    expect(alertTitle(alert({ rules: [...rules] }))).toBe('Tendência: Venda, Bollinger: Abertas');
  });

  it("writes the price with the asset's digits: forex five decimals, yen pairs three, micro-priced crypto five significant digits", () => {
    const rules = findTemplate('agulhadaCompra')!.rules;
    expect(
      plain(
        alertMessage(
          { asset: 'FX_IDC:EURUSD', assetType: 'forex' },
          '15',
          alert({ rules }),
          reading({ preco: 1.08123 }),
        ),
      ),
    ).toBe('EURUSD (15): Agulhada de compra — preço 1,08123');
    expect(
      plain(
        alertMessage(
          { asset: 'FX_IDC:USDJPY', assetType: 'forex' },
          '60',
          alert({ rules }),
          reading({ preco: 151.234 }),
        ),
      ),
    ).toBe('USDJPY (H): Agulhada de compra — preço 151,234');
    expect(
      plain(
        alertMessage(
          { asset: 'BINANCE:PEPEUSDT', assetType: 'crypto' },
          'D',
          alert({ rules }),
          reading({ preco: 0.0000142 }),
        ),
      ),
    ).toBe('PEPEUSDT (D): Agulhada de compra — preço 0,000014200 — candle de 20/11/2026');
    expect(
      plain(
        alertMessage(
          { asset: 'BINANCE:BTCUSDT', assetType: 'crypto' },
          'D',
          alert({ rules }),
          reading({ preco: 97123.45 }),
        ),
      ),
    ).toBe('BTCUSDT (D): Agulhada de compra — preço 97.123,45 — candle de 20/11/2026');
  });
});
