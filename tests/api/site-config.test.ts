import { afterEach, describe, expect, it } from '@jest/globals';
import { config, ConfigError, overrideConfig, readConfig } from '../../api/src/config';
import type { PartnerBroker } from '@agulhadas/domain/content/partner-broker';
import { call, freshStore } from '../support/api-client';

/** Content the operator configures: nothing invented reaches a deployment. */
interface SiteConfigAnswer {
  videos: Array<{ key: string; id: string; title: string }>;
  partnerBrokers: PartnerBroker[];
}

const broker: PartnerBroker = {
  name: 'Corretora X',
  market: 'b3',
  website: 'https://www.corretorax.com.br',
  description: 'Ações e futuros na B3.',
  button: true,
  mudanca: 'Peça a troca de assessor.',
  link: 'https://www.corretorax.com.br/abrir-conta?parceiro=123',
};

const saved = config();
afterEach(() => overrideConfig(saved));

describe('GET /api/getSiteConfig content', () => {
  it('outside local mode shows only the configured brokers, and none when none is configured', async () => {
    await freshStore();
    overrideConfig({ localMode: false, partnerBrokers: null });
    expect((await call<SiteConfigAnswer>('getSiteConfig')).body.partnerBrokers).toEqual([]);
    overrideConfig({ localMode: false, partnerBrokers: [broker] });
    expect((await call<SiteConfigAnswer>('getSiteConfig')).body.partnerBrokers).toEqual([broker]);
  });

  it('in local mode without PARTNER_BROKERS, the demo partners', async () => {
    await freshStore();
    overrideConfig({ localMode: true, partnerBrokers: null });
    expect((await call<SiteConfigAnswer>('getSiteConfig')).body.partnerBrokers.length).toBeGreaterThan(0);
  });

  it('videos only when configured', async () => {
    await freshStore();
    expect((await call<SiteConfigAnswer>('getSiteConfig')).body.videos).toEqual([]);
  });
});

describe('reading the content settings', () => {
  it('EXPLAINER_VIDEOS: two known keys with YouTube ids', () => {
    expect(
      readConfig({ LOCAL_MODE: '1', EXPLAINER_VIDEOS: 'leitura=dQw4w9WgXcQ, alertas=9bZkp7q19f0' }).explainerVideos,
    ).toEqual([
      { key: 'leitura', id: 'dQw4w9WgXcQ', title: 'Como ler os sinais e as agulhadas' },
      { key: 'alertas', id: '9bZkp7q19f0', title: 'Como criar alertas no Telegram' },
    ]);
    expect(() => readConfig({ LOCAL_MODE: '1', EXPLAINER_VIDEOS: 'leitura=VIDEO_ID_LEITURA' })).toThrow(ConfigError);
    expect(() => readConfig({ LOCAL_MODE: '1', EXPLAINER_VIDEOS: 'outro=dQw4w9WgXcQ' })).toThrow(/EXPLAINER_VIDEOS/);
  });

  it('PARTNER_BROKERS: a validated JSON array; anything else stops the start with a clear message', () => {
    expect(readConfig({ LOCAL_MODE: '1', PARTNER_BROKERS: JSON.stringify([broker]) }).partnerBrokers).toEqual([broker]);
    expect(() => readConfig({ LOCAL_MODE: '1', PARTNER_BROKERS: '[{' })).toThrow(
      /PARTNER_BROKERS must be a JSON array/,
    );
    expect(() =>
      readConfig({ LOCAL_MODE: '1', PARTNER_BROKERS: JSON.stringify([{ ...broker, link: 'http://inseguro.com' }]) }),
    ).toThrow(/PARTNER_BROKERS is invalid: 1 › link/);
  });
});
