import { z } from '../validation/zod';

/** Markets a partner broker serves; /corretoras groups brokers by them. */
export const BROKER_MARKETS = ['forex', 'crypto', 'b3'] as const;
export type BrokerMarket = (typeof BROKER_MARKETS)[number];

const https = z.url({ protocol: /^https$/, error: 'use um endereço https' }).max(500);

/**
 * A partner broker: name, website, description, button flag, change-of-base instruction and the
 * account-opening link with our referral. Business content from the partnership agreements: configured by the
 * operator (PARTNER_BROKERS), never invented.
 */
export const partnerBrokerSchema = z.object({
  name: z.string().trim().min(1).max(60),
  market: z.enum(BROKER_MARKETS),
  website: https,
  description: z.string().trim().min(1).max(400),
  /** Whether the 'open an account' button is offered (false while a partnership is being set up). */
  button: z.boolean(),
  /** How someone who already has an account moves it under our partnership ('mudança de base'). */
  mudanca: z.string().trim().max(500),
  /** Account-opening link with our referral; opened after the e-mail is sent. */
  link: https,
});

export type PartnerBroker = z.infer<typeof partnerBrokerSchema>;

export const partnerBrokersSchema = z.array(partnerBrokerSchema).max(30);
