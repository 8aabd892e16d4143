import { config } from '../../config';
import { localStandIns } from '../../runtime/stand-ins';
import { getStore } from '../../store/db';
import type { CryptoGateway } from './crypto-gateway';
import { HttpCryptoGateway } from './http-crypto-gateway';

export type { CryptoGateway } from './crypto-gateway';

/** The HTTP gateway, or in local mode without CRYPTO_GATEWAY_URL the local test gateway. */
export function cryptoGateway(): CryptoGateway {
  const settings = config();
  const standIns = settings.cryptoGatewayUrl ? null : localStandIns();
  return standIns
    ? standIns.cryptoGateway(getStore)
    : new HttpCryptoGateway(settings.cryptoGatewayUrl, settings.cryptoGatewayKey);
}
