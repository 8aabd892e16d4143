import {
  agulhadaTone,
  bollingerLight,
  didiPresentation,
  hasAgulhada,
  isForming,
  toneOf,
  trendBar,
  TREND_BAR_HEIGHT_PX,
} from '@agulhadas/domain/presentation/reading-presentation';
import { reading } from '../../support/fixtures';

describe('reading presentation', () => {
  it('Bollinger light: -1 closed, 1 open, otherwise parallel', () => {
    expect(bollingerLight(-1)).toBe('closed');
    expect(bollingerLight(1)).toBe('open');
    expect(bollingerLight(0)).toBe('parallel');
    expect(bollingerLight(7)).toBe('parallel');
  });

  it('Didi colour: buy on any signal 1 or short Didi above zero, sell on -1 or below', () => {
    expect(didiPresentation(reading('D', { confirmacao: 1 })).tone).toBe('buy');
    expect(didiPresentation(reading('D', { alerta2: 1 })).tone).toBe('buy');
    expect(didiPresentation(reading('D', { didiCurta: 0.4 })).tone).toBe('buy');
    expect(didiPresentation(reading('D', { alerta: -1 })).tone).toBe('sell');
    expect(didiPresentation(reading('D', { didiCurta: -0.1 })).tone).toBe('sell');
    expect(didiPresentation(reading('D')).tone).toBe('neutral');
  });

  it('letters: C, A, A1, A2, and F wins with its own colour (-1 buy, 1 sell)', () => {
    expect(didiPresentation(reading('D', { confirmacao: 1, alerta: 1 })).letter).toBe('C');
    expect(didiPresentation(reading('D', { alerta: -1 })).letter).toBe('A');
    expect(didiPresentation(reading('D', { alerta1: 1 })).letter).toBe('A1');
    expect(didiPresentation(reading('D', { alerta2: -1 })).letter).toBe('A2');
    expect(didiPresentation(reading('D')).letter).toBe('');
    const falseBuy = didiPresentation(reading('D', { pontofalso: -1, confirmacao: -1, didiCurta: -1 }));
    expect(falseBuy).toMatchObject({ letter: 'F', tone: 'buy' });
    expect(didiPresentation(reading('D', { pontofalso: 1, confirmacao: 1 }))).toMatchObject({
      letter: 'F',
      tone: 'sell',
    });
  });

  it('arrows only when short and long Didi disagree', () => {
    expect(didiPresentation(reading('D', { didiCurta: 1, didiLonga: -1 })).arrows).toEqual({
      short: 'up',
      long: 'down',
    });
    expect(didiPresentation(reading('D', { didiCurta: -1, didiLonga: 2 })).arrows).toEqual({
      short: 'down',
      long: 'up',
    });
    expect(didiPresentation(reading('D', { didiCurta: 1, didiLonga: 1 })).arrows).toBeNull();
    expect(didiPresentation(reading('D', { didiCurta: 0, didiLonga: 1 })).arrows).toBeNull();
  });

  it("the box says Didi, or its letter with the letter's name as title", () => {
    expect(didiPresentation(reading('D'))).toMatchObject({ text: 'Didi', side: null, title: 'Didi' });
    expect(didiPresentation(reading('D', { confirmacao: 1 }))).toMatchObject({ text: 'C', title: 'Confirmação' });
    expect(didiPresentation(reading('D', { pontofalso: 1 }))).toMatchObject({ text: 'F', title: 'Ponto falso' });
  });

  it('an agulhada row says so in its Didi box, with its side and colour, instead of a letter and arrows', () => {
    // The combinations that used to show 'A ↑↓' and 'C ↑↓' on a row flagged agulhada.
    const buy = didiPresentation(reading('D', { agulhado: 1, alerta: 1, didiCurta: 1, didiLonga: -1 }));
    expect(buy).toMatchObject({
      text: 'Agulhada',
      side: 'compra',
      title: 'Agulhada de compra',
      tone: 'buy',
      arrows: null,
    });
    const sell = didiPresentation(reading('D', { agulhado: -1, confirmacao: 1, didiCurta: -1, didiLonga: 1 }));
    expect(sell).toMatchObject({
      text: 'Agulhada',
      side: 'venda',
      title: 'Agulhada de venda',
      tone: 'sell',
      arrows: null,
    });
    // A false point does not hide the needle either.
    expect(didiPresentation(reading('D', { agulhado: 1, pontofalso: 1 }))).toMatchObject({
      text: 'Agulhada',
      side: 'compra',
      tone: 'buy',
    });
  });

  it("'em formação' exactly when the reading says its candle is forming (fechado false); closed or unsaid is closed", () => {
    expect(isForming(reading('D', { fechado: false }))).toBe(true);
    expect(isForming(reading('D', { fechado: true }))).toBe(false);
    const unsaid = reading('D');
    delete unsaid.fechado;
    expect(isForming(unsaid)).toBe(false);
  });

  it('trend bar: tone from temTendencia, fill from ADX within 28 px', () => {
    expect(TREND_BAR_HEIGHT_PX).toBe(28);
    expect(trendBar(reading('D', { temTendencia: 1, adx: [40, 30] }))).toEqual({
      tone: 'buy',
      fillPx: 28,
      accelerating: false,
    });
    expect(trendBar(reading('D', { temTendencia: -1, adx: [20, 30], tendenciaAcelerante: true }))).toEqual({
      tone: 'sell',
      fillPx: 14,
      accelerating: true,
    });
    expect(trendBar(reading('D', { adx: [90, 30] })).fillPx).toBe(28);
    expect(trendBar(reading('D', { adx: [-5, 0] })).fillPx).toBe(0);
  });

  it('agulhada tone and presence across timeframes; stochastic/TRIX tones', () => {
    expect(agulhadaTone(reading('D', { agulhado: -1 }))).toBe('sell');
    expect(hasAgulhada({ D: reading('D'), W: reading('W', { agulhado: 1 }) })).toBe(true);
    expect(hasAgulhada({ D: reading('D') })).toBe(false);
    expect(toneOf(1)).toBe('buy');
    expect(toneOf(-1)).toBe('sell');
    expect(toneOf(0)).toBe('neutral');
  });
});
