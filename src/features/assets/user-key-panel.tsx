import { useSession } from '../../app/providers/session-provider';

/** A ready call sending one 15-minute candle of an own asset (the contract: docs/robot.md, "Own assets"). */
function exampleCall(origin: string, key: string): string {
  const candle = '{ "time": 1764000000000, "open": 10.1, "high": 10.4, "low": 10.0, "close": 10.3, "closed": false }';
  return [
    `curl -X POST ${origin}/api/userIngest \\`,
    `  -H 'x-user-key: ${key}' -H 'content-type: application/json' \\`,
    `  -d '{ "items": [{ "asset": "MEUS:ATIVO1", "nome": "Meu ativo", "assetType": "stock",`,
    `               "timeframe": "15", "candles": [${candle}] }] }'`,
  ].join('\n');
}

/**
 * VIP/VIP30: the per-user key for robot configuration and the webhook address for an external chart tool; on 'Meus
 * ativos' (VIP) also how the VIP's own robot sends candles of their own assets.
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
      {ownAssets && session.can('userAssets:use') && (
        <details className="own-assets-contract">
          <summary>Como enviar seus próprios ativos</summary>
          <p>
            Seu robô (ou o nosso, rodando com a sua chave) envia velas dos seus ativos para <code>POST /api/userIngest</code> com o cabeçalho{' '}
            <code>x-user-key</code>. Eles passam pelos mesmos indicadores e regras da plataforma, aparecem só para você aqui em Meus ativos, aceitam
            alertas e podem ser excluídos. Na primeira vez, diga o nome e o tipo (stock, fund, futures, forex, index, commodity, crypto ou
            cryptocfd); use um código que não seja de um ativo da plataforma. Até 200 ativos.
          </p>
          <pre data-testid="own-assets-example">{exampleCall(window.location.origin, key)}</pre>
          <p>Cada vela tem o horário de abertura em milissegundos (UTC); a que ainda está se formando vai com "closed": false.</p>
        </details>
      )}
    </section>
  );
}
