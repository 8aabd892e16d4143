import type { UserRateRule } from '../../http/user-rate-limit';

/**
 * A person downloads their data or deletes their account a handful of times at most; a stolen session or a script
 * looping on the export (a full read of the account each time) is stopped early.
 */
export const PERSONAL_DATA_CALLS: UserRateRule = {
  name: 'personal-data',
  limit: 5,
  windowMs: 3_600_000,
  message: 'Muitos pedidos dos seus dados em pouco tempo. Aguarde uma hora e tente de novo.',
};

export const ACCOUNT_DELETION_CALLS: UserRateRule = {
  name: 'account-deletion',
  limit: 5,
  windowMs: 3_600_000,
  message: 'Muitas tentativas de excluir a conta em pouco tempo. Aguarde uma hora e tente de novo.',
};

/** What a refused erasure says, to the owner and to an admin. */
export const CARD_SUBSCRIPTION_RENEWS =
  'A assinatura no cartão ainda está ativa e seria cobrada de novo. Cancele a renovação em "Gerenciar assinatura" e depois exclua a conta.';

/** The file a download saves as. */
export const PERSONAL_DATA_FILE = 'meus-dados-agulhadas.json';
