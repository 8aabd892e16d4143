import useSWR from 'swr';
import type { ExplainerVideo } from '@agulhadas/domain/content/explainer-videos';
import type { PartnerBroker } from '@agulhadas/domain/content/partner-broker';

/** GET /api/getSiteConfig: runtime settings and the content the operator configures (videos, partner brokers). */
export interface SiteConfig {
  siteName: string;
  supportEmail: string;
  plansSoldOut: boolean;
  videos: ExplainerVideo[];
  partnerBrokers: PartnerBroker[];
}

export const SITE_CONFIG_URL = '/api/getSiteConfig';

/** Shared by every screen that shows configured content (SWR dedupes the request). */
export function useSiteConfig() {
  return useSWR<SiteConfig>(SITE_CONFIG_URL);
}
