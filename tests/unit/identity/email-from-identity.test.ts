import { emailFromIdentity } from '@agulhadas/domain/identity/email-from-identity';

describe('emailFromIdentity', () => {
  it('reads the email claim when userDetails holds the name (Kinde with nameClaimType "name")', () => {
    expect(
      emailFromIdentity('Ana Souza', [
        { typ: 'name', val: 'Ana Souza' },
        { typ: 'email', val: 'Ana@Exemplo.com.br' },
      ]),
    ).toBe('ana@exemplo.com.br');
  });

  it('reads the long claim form SWA may pass', () => {
    expect(
      emailFromIdentity('Ana', [
        { typ: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress', val: 'ana@x.app' },
      ]),
    ).toBe('ana@x.app');
  });

  it('uses userDetails when it is an e-mail and no claim says otherwise (nameClaimType "email")', () => {
    expect(emailFromIdentity(' Bia@X.App ', [])).toBe('bia@x.app');
  });

  it('prefers the email claim over an e-mail-shaped userDetails', () => {
    expect(emailFromIdentity('old@x.app', [{ typ: 'email', val: 'new@x.app' }])).toBe('new@x.app');
  });

  it('answers empty when nothing in the sign-in is an e-mail', () => {
    expect(
      emailFromIdentity('Ana Souza', [
        { typ: 'name', val: 'Ana Souza' },
        { typ: 'email', val: 'not-an-email' },
      ]),
    ).toBe('');
  });

  it('never takes an address holding NUL, BEL or an RLO override (the shared text rule), from a claim or userDetails', () => {
    for (const character of ['\u0000', '\u0007', '\u202e']) {
      const address = `ana${character}@example.com`;
      expect(emailFromIdentity(address, [])).toBe('');
      expect(emailFromIdentity('Ana', [{ typ: 'email', val: address }])).toBe('');
      expect(emailFromIdentity('ana@example.com', [{ typ: 'email', val: address }])).toBe('ana@example.com');
    }
  });
});
