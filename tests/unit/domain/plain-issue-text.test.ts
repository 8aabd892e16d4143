import { z } from '@agulhadas/domain/validation/zod';
import { INVALID_DATA, plainIssueText } from '@agulhadas/domain/validation/plain-issue-text';

const schema = z
  .object({
    email: z.string().email(),
    nome: z.string().trim().min(1).max(40),
    items: z.array(z.object({ quantity: z.number().int().min(1).max(99) })).min(1),
    payWith: z.enum(['pix', 'cripto']),
    hasVoucher: z.boolean().optional(),
    subId: z.string().regex(/^sub_/, { error: 'Assinatura inválida' }).optional(),
    internalCode: z.string().optional(),
  })
  .strict();

const valid = { email: 'ana@exemplo.com', nome: 'Ana', items: [{ quantity: 1 }], payWith: 'pix' };
const textFor = (input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  return plainIssueText(result.error, input);
};

describe('plainIssueText', () => {
  it('asks for a missing field by its name in words', () => {
    expect(textFor({ ...valid, email: undefined })).toBe('Preencha o campo e-mail.');
    expect(textFor({ ...valid, nome: '' })).toBe('Preencha o campo nome.');
  });

  it('names the innermost field of a nested path, never the path', () => {
    expect(textFor({ ...valid, items: [{ quantity: 0 }] })).toBe('O campo quantidade precisa ser no mínimo 1.');
    expect(textFor({ ...valid, items: [{ quantity: 1000 }] })).toBe('O campo quantidade precisa ser no máximo 99.');
    expect(textFor({ ...valid, items: [] })).toBe('O campo itens precisa ter pelo menos 1 item.');
  });

  it('says what is wrong with a value without repeating it or its type', () => {
    expect(textFor({ ...valid, email: 'não' })).toBe('O campo e-mail precisa ser um e-mail válido.');
    expect(textFor({ ...valid, nome: 'x'.repeat(41) })).toBe('O campo nome pode ter no máximo 40 caracteres.');
    expect(textFor({ ...valid, payWith: 'boleto' })).toBe('Escolha uma opção válida no campo forma de pagamento.');
    expect(textFor({ ...valid, hasVoucher: 'sim' })).toBe('O campo cupom está num formato inválido.');
  });

  it("keeps the schema author's own message, as a sentence", () => {
    expect(textFor({ ...valid, subId: 'cus_1' })).toBe('Assinatura inválida.');
  });

  it("says 'Dados inválidos.' when the field has no name a user would know, or the body is not an object", () => {
    expect(textFor({ ...valid, internalCode: 5 })).toBe(INVALID_DATA);
    expect(textFor(5)).toBe(INVALID_DATA);
    expect(textFor({ ...valid, extra: 1 })).toBe('Dados inválidos: há campos que não são aceitos.');
  });

  it('formats limits as Brazilians write numbers', () => {
    const big = z.object({ price: z.number().max(64000) });
    const input = { price: 70000 };
    expect(plainIssueText(big.safeParse(input).error!, input)).toBe('O campo preço precisa ser no máximo 64.000.');
  });
});
