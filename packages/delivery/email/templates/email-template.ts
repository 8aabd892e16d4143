/** What every template may print besides its own fields. */
export interface SiteFacts {
  siteName: string;
  supportEmail: string;
}

/**
 * One e-mail the product sends: its fields (all plain strings, filled when the e-mail is queued) and how subject
 * and text read. Plain text only, so nothing a user typed can become markup in the reader's mail client.
 */
export interface EmailTemplate<F extends string> {
  fields: readonly F[];
  subject(data: Readonly<Record<F, string>>, site: SiteFacts): string;
  text(data: Readonly<Record<F, string>>, site: SiteFacts): string;
}

export function defineTemplate<F extends string>(template: EmailTemplate<F>): EmailTemplate<F> {
  return template;
}

/** The signature every e-mail ends with. */
export const signature = (site: SiteFacts) => `Equipe ${site.siteName} — ${site.supportEmail}`;

/** 'Olá, Ana.' when the name is known, else 'Olá.' (a grant to an e-mail with no account yet has no name). */
export const greeting = (name: string): string => (name ? `Olá, ${name}.` : 'Olá.');

/** How a plan e-mail ends: where to see the subscription, the sign-in that unlocks the plan, the signature. */
export const planEmailEnding = (link: string, site: SiteFacts): string[] => [
  `Veja a sua assinatura em ${link}`,
  'Para liberar os recursos do plano, saia e entre novamente no site.',
  '',
  signature(site),
];
