import { PROMO_MESSAGES, readAcceptAnswer } from '../../../src/features/promo/promo-messages';

describe('reading the acceptPromo answer', () => {
  it('an array with VIP30 is a grant that needs a new sign-in', () => {
    expect(readAcceptAnswer([{ level: 'VIP30' }])).toEqual({ kind: 'granted', vip30: true });
    expect(readAcceptAnswer([{ level: 'VIP' }])).toEqual({ kind: 'granted', vip30: false });
  });

  it('an empty array or a falsy answer is an error; a non-array means already a subscriber', () => {
    expect(readAcceptAnswer([])).toEqual({ kind: 'error', message: PROMO_MESSAGES.failed });
    expect(readAcceptAnswer(null)).toEqual({ kind: 'error', message: PROMO_MESSAGES.failed });
    expect(readAcceptAnswer({ error: 'x' })).toEqual({ kind: 'error', message: PROMO_MESSAGES.alreadySubscriber });
  });

  it('uses the Portuguese texts verbatim', () => {
    expect(PROMO_MESSAGES.alreadySubscriber).toBe(
      'Você já deve ser assinante do Agulhadas. Entre em contato conosco: contato@agulhadas.app.',
    );
    expect(PROMO_MESSAGES.failed).toBe('Ocorreu um erro. Entre em contato conosco: contato@agulhadas.app.');
    expect(PROMO_MESSAGES.notRegistered).toBe(
      'Email não cadastrado. Entre em contato com a nossa equipe para para verificar usa elegibilidade para esta promoção: contato@agulhadas.app',
    );
  });
});
