import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session-provider';
import { ASSET_TYPE_LABEL, ASSET_TYPES } from '@agulhadas/domain/categories';
import { MAX_OWN_ASSETS, USER_INGEST_PATH, USER_KEY_HEADER } from '@agulhadas/domain/own-assets';

const QUARTER_HOUR_MS = 15 * 60 * 1000;

// The indicator carries its whole Pine Script source: loaded with the panel, not with every visitor's first screen.
const TradingViewIndicator = lazy(() =>
  import('./tradingview-indicator').then((module) => ({ default: module.TradingViewIndicator })),
);

/**
 * A call the VIP can paste as it is: one 15-minute candle of an own asset, opened at the current quarter hour (a
 * fixed past time would be refused as out of order once their robot has sent later candles).
 */
function exampleCall(origin: string, key: string, now: number): string {
  const time = Math.floor(now / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const candle = `{ "time": ${time}, "open": 10.1, "high": 10.4, "low": 10.0, "close": 10.3, "closed": false }`;
  return [
    `curl -X POST ${origin}${USER_INGEST_PATH} \\`,
    `  -H '${USER_KEY_HEADER}: ${key}' -H 'content-type: application/json' \\`,
    `  -d '{ "items": [{ "asset": "MEUS:ATIVO1", "nome": "Meu ativo", "assetType": "stock",`,
    `               "timeframe": "15", "candles": [${candle}] }] }'`,
  ].join('\n');
}

const TYPES_TEXT = ASSET_TYPES.map((type) => `${type} (${ASSET_TYPE_LABEL[type]})`).join(', ');

/**
 * How the VIP's own robot sends their own assets: the contract of docs/robot.md, "Own assets (VIP)", in short, with a
 * ready call carrying the VIP's key.
 */
function OwnAssetsContract({ userKey }: { userKey: string }) {
  return (
    <details className="own-assets-contract">
      <summary>Como enviar seus próprios ativos</summary>
      <p>
        Seu robô (ou o nosso, rodando com a sua chave) envia velas dos seus ativos para{' '}
        <code>POST {USER_INGEST_PATH}</code> com a chave no cabeçalho <code>{USER_KEY_HEADER}</code> (nunca no
        endereço). As velas passam pelos mesmos indicadores e validações da plataforma; os ativos aparecem só para você
        aqui em Meus ativos, com as suas categorias, aceitam alertas e podem ser excluídos.
      </p>
      <ul>
        <li>
          Cada item: <code>asset</code> (BOLSA:CÓDIGO, que não seja de um ativo da plataforma), <code>timeframe</code>{' '}
          (15, 60, 240, D ou W) e <code>candles</code>, com o horário de abertura em milissegundos (UTC); a vela que
          ainda está se formando vai com <code>"closed": false</code>.
        </li>
        <li>
          Na primeira vez, diga também <code>nome</code> e <code>assetType</code>: {TYPES_TEXT}. Um <code>nome</code>{' '}
          novo depois renomeia o ativo.
        </li>
        <li>Até {MAX_OWN_ASSETS} ativos. Só velas: as leituras são calculadas aqui.</li>
        <li>
          A resposta traz um resultado por item (stored, unchanged ou refused com o motivo); um item recusado não impede
          os outros.
        </li>
      </ul>
      <pre data-testid="own-assets-example">{exampleCall(window.location.origin, userKey, Date.now())}</pre>
    </details>
  );
}

/**
 * VIP/VIP30: the per-user key for robot configuration, the webhook address for an external chart tool and the
 * TradingView indicator that calls it; on 'Meus ativos' (VIP) also how the VIP's own robot sends candles of their own
 * assets.
 */
export function UserKeyPanel({ ownAssets = false }: { ownAssets?: boolean }) {
  const session = useSession();
  const key = session.userInfo?.userKey;
  if (!session.can('userKey:show') || !key) return null;
  const webhook = `${window.location.origin}/api/useralert?u=${encodeURIComponent(key)}`;
  return (
    <section className="user-key-panel" aria-label="Chave pessoal">
      <p>
        Sua chave: <code data-testid="user-key">{key}</code>
      </p>
      <p>
        Endereço do webhook: <code data-testid="webhook-url">{webhook}</code>
      </p>
      <Suspense fallback={null}>
        <TradingViewIndicator webhook={webhook} />
      </Suspense>
      {ownAssets && session.can('userAssets:use') && <OwnAssetsContract userKey={key} />}
    </section>
  );
}
