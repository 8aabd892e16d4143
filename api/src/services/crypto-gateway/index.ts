import { config } from '../../config';
import { getStore } from '../../store/db';
import type { CryptoGateway } from './crypto-gateway';
import { HttpCryptoGateway } from './http-crypto-gateway';
import { LocalCryptoGateway } from './local-crypto-gateway';

export type { CryptoGateway } from './crypto-gateway';

/** The HTTP gateway when CRYPTO_GATEWAY_URL is set, else the local test gateway. */
export function cryptoGateway(): CryptoGateway {
  const settings = config();
  return settings.cryptoGatewayUrl ? new HttpCryptoGateway(settings.cryptoGatewayUrl, settings.cryptoGatewayKey) : new LocalCryptoGateway(getStore);
}
