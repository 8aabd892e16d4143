import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import indicatorSource from '../../../integrations/tradingview/agulhadas-didi.pine?raw';

/** The section's anchor: the menu and the VIP plan card lead here (paths.indicatorInstall), and it opens when reached. */
export const INDICATOR_ANCHOR = 'indicador-tradingview';

/** The name the download saves under: the repository's file name, so a trader and support speak of the same file. */
export const INDICATOR_FILE_NAME = 'agulhadas-didi.pine';

// The file's exact text, as the repository holds it: the box and the download can never drift apart.
const downloadHref = `data:text/plain;charset=utf-8,${encodeURIComponent(indicatorSource)}`;

/**
 * VIP/VIP30: the Pine Script indicator to install in TradingView (the Didi averages and the site's needle marks), and
 * how to point its alerts at the webhook address: its alert messages already name the chart's asset and timeframe, so
 * one address serves every chart.
 */
export function TradingViewIndicator({ webhook }: { webhook: string }) {
  const { hash } = useLocation();
  const reached = hash === `#${INDICATOR_ANCHOR}`;
  const [open, setOpen] = useState(reached);
  const section = useRef<HTMLDetailsElement>(null);
  // Reached by its address (also when already on the page): open and brought into view, since it loads after the page.
  useEffect(() => {
    if (!reached) return;
    setOpen(true);
    section.current?.scrollIntoView({ block: 'start' });
  }, [reached]);
  return (
    <details
      id={INDICATOR_ANCHOR}
      ref={section}
      className="tradingview-indicator"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>Indicador para o TradingView</summary>
      <p>
        As médias 3, 8 e 20 do Didi no gráfico e as mesmas agulhadas que o site marca (compra e venda), com alertas
        prontos que chegam aqui nas suas notificações e no seu Telegram.
      </p>
      <ol>
        <li>Baixe o arquivo ou copie o código abaixo.</li>
        <li>
          No TradingView, abra o <strong>Pine Editor</strong>, apague o que estiver lá, <strong>cole</strong> o código e
          clique em <strong>Adicionar ao gráfico</strong>.
        </li>
        <li>
          Crie um alerta e escolha como condição <strong>Agulhadas Didi</strong> → <strong>Agulhada de compra</strong>,{' '}
          <strong>Agulhada de venda</strong>, <strong>Agulhada (compra ou venda)</strong> ou{' '}
          <strong>Qualquer chamada da função alert()</strong> (<em>Any alert() function call</em>: compra e venda,
          sempre no fechamento).
        </li>
        <li>
          Em <strong>Gatilho</strong>, escolha <strong>Uma vez por barra fechada</strong> (em inglês,{' '}
          <em>Once Per Bar Close</em>): a agulhada só vale com o candle fechado; vista num candle ainda em formação, ela
          pode sumir até o fechamento. O indicador já espera o fechamento (se preferir o alerta com o candle em
          formação, ligue <strong>Alertas na barra em formação</strong> nas configurações do indicador).
        </li>
        <li>
          Em Notificações, marque <strong>Webhook URL</strong> e cole o endereço do webhook: <code>{webhook}</code>. A
          mensagem do alerta já vem preenchida: não a altere.
        </li>
      </ol>
      <p>
        Um só endereço serve para todos os ativos: o alerta diz de qual ativo e de qual tempo gráfico veio. São lidos os
        tempos semanal, diário, 4 horas (240), 1 hora (60) e 15 minutos.
      </p>
      <a className="button-primary" href={downloadHref} download={INDICATOR_FILE_NAME}>
        Baixar o indicador (.pine)
      </a>
      <textarea
        aria-label="Código do indicador (Pine Script)"
        readOnly
        rows={12}
        wrap="off"
        spellCheck={false}
        value={indicatorSource}
        onFocus={(event) => event.currentTarget.select()}
      />
    </details>
  );
}
