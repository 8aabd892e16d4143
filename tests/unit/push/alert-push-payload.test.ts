import { describe, expect, it } from '@jest/globals';
import { alertMessage } from '@agulhadas/domain/alerts/alert-message';
import { chartPath } from '@agulhadas/domain/chart-path';
import { alertPushPayload } from '@agulhadas/domain/push/alert-push-payload';
import { neutralReading } from '@agulhadas/domain/reading-fields';

describe('the push message of a notification', () => {
  it('titles it with the chart, gives the rest of the text as the body, and opens the chart', () => {
    const message = alertMessage(
      { asset: 'BMFBOVESPA:PETR4', assetType: 'stock' },
      '60',
      { message: '', rules: [{ name: 'agulhada', value: 1 }] },
      { ...neutralReading('60'), preco: 38.42 },
    );
    expect(alertPushPayload({ asset: 'BMFBOVESPA:PETR4', timeframe: '60', message })).toEqual({
      title: 'PETR4 (H)',
      body: message.slice('PETR4 (H): '.length),
      url: '/grafico/BMFBOVESPA/PETR4/60',
    });
    expect(message.startsWith('PETR4 (H): ')).toBe(true);
  });

  it('keeps a text that does not start with the chart whole, and names a timeframe it does not know as given', () => {
    expect(alertPushPayload({ asset: 'MEUS:XPTO11', timeframe: '5', message: 'Rompeu a máxima' })).toEqual({
      title: 'XPTO11 (5)',
      body: 'Rompeu a máxima',
      url: '/grafico/MEUS/XPTO11/5',
    });
  });

  it('writes each part of the chart path as a path segment', () => {
    expect(chartPath('BMFBOVESPA:WIN1!', 'D')).toBe('/grafico/BMFBOVESPA/WIN1!/D');
    expect(chartPath('FX:EUR/USD', 'W')).toBe('/grafico/FX/EUR%2FUSD/W');
    expect(chartPath('SEMBOLSA', '15')).toBe('/grafico/SEMBOLSA//15');
  });
});
