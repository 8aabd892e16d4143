import { config } from '../../config';
import { getStore } from '../../store/db';
import type { CryptoGateway } from './crypto-gateway';
import { HttpCryptoGateway } from './http-crypto-gateway';
import { LocalCryptoGateway } from './local-crypto-gateway';

export type { CryptoGateway } from './crypto-gateway';

/** The HTTP gateway, or in local mode without CRYPTO_GATEWAY_URL the local test gateway. */
export function cryptoGateway(): CryptoGateway {
  const settings = config();
  return settings.localMode && !settings.cryptoGatewayUrl
    ? new LocalCryptoGateway(getStore)
    : new HttpCryptoGateway(settings.cryptoGatewayUrl, settings.cryptoGatewayKey);
}
