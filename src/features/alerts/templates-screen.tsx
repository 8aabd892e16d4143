import { CLOSE_ONLY_LABEL } from '@agulhadas/domain/alerts/alert-frequency';
import { useState } from 'react';
import useSWR from 'swr';
import { useSession } from '../../lib/session-provider';
import { ALERT_TEMPLATES } from '@agulhadas/domain/alerts/alert-templates';
import { describeRule } from '@agulhadas/domain/alerts/rule-labels';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { AlertArea } from './alert-area-tabs';
import { SubscribersOnly } from './subscribers-only';
import { switchTemplate, templateAlerts } from './template-switches';
import { Toast, errorMessage, useToast } from './toast';
import { useDefaultFrequency } from './use-default-frequency';
import { TimeframeSelect } from './timeframe-select';
import { timeframesOf } from '@agulhadas/domain/categories';

interface AssetOption {
  asset: string;
  nome: string;
  assetType: string;
}

const ASSETS_URL = '/api/getAllAssets/?exchange=all';
const DEFAULT_ASSET = 'BMFBOVESPA:PETR4';

/**
 * /templates: the fixed template set, and for a chosen asset and timeframe one switch per template.
 * Full for 'templates:full'; others get the teaser (descriptions and the plans message) and may only switch off
 * template alerts they already have.
 */
export function TemplatesScreen() {
  const session = useSession();
  const full = session.can('templates:full');
  const signedIn = Boolean(session.clientPrincipal);
  const groups = session.userInfo?.alerts ?? [];
  const assetsList = useSWR<AssetOption[]>(signedIn ? ASSETS_URL : null, { revalidateOnFocus: false });
  const frequency = useDefaultFrequency();
  const toast = useToast();
  const [asset, setAsset] = useState(() => groups[0]?.asset ?? DEFAULT_ASSET);
  const [chosenTimeframe, setTimeframe] = useState<Timeframe>('D');
  const [busy, setBusy] = useState<string | null>(null);
  const chosen = assetsList.data?.find((item) => item.asset === asset);
  const known = chosen !== undefined;
  const offered = chosen ? timeframesOf(chosen.assetType) : undefined;
  // An asset without the 4-hour timeframe cannot keep 240 chosen: its template alerts would never fire.
  const timeframe = offered && !offered.includes(chosenTimeframe) ? 'D' : chosenTimeframe;
  const showSwitches = signedIn && (full || groups.length > 0);

  const toggle = async (templateId: string, on: boolean) => {
    const template = ALERT_TEMPLATES.find((item) => item.id === templateId);
    if (!template) return;
    setBusy(templateId);
    try {
      await switchTemplate(groups, asset, timeframe, template, on, frequency);
      await session.reloadUserInfo();
    } catch (error) {
      toast.show(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <AlertArea title="Modelos de alerta">
      {!full && <SubscribersOnly />}
      {showSwitches && (
        <div className="template-target">
          <label className="field">
            Ativo
            <input
              list="template-assets"
              value={asset}
              onChange={(event) => setAsset(event.target.value.trim().toUpperCase())}
              aria-label="Ativo"
            />
            <datalist id="template-assets">
              {(assetsList.data ?? []).map((item) => (
                <option key={item.asset} value={item.asset}>
                  {item.nome}
                </option>
              ))}
            </datalist>
          </label>
          <TimeframeSelect value={timeframe} onChange={setTimeframe} offered={offered} />
          {assetsList.isLoading && <p className="loading">Carregando...</p>}
          {assetsList.data && assetsList.isValidating && <p className="loading">Atualizando os dados.</p>}
          {assetsList.error !== undefined && <p className="error">Deu erro carregando os dados.</p>}
          {assetsList.data && !known && <p className="field-error">Ativo não encontrado.</p>}
        </div>
      )}
      <ul className="template-list">
        {ALERT_TEMPLATES.map((template) => {
          const existing = showSwitches ? templateAlerts(groups, asset, timeframe, template) : [];
          const on = existing.some((alert) => alert.active);
          return (
            <li key={template.id} className={`template ${template.side}`} data-template={template.id}>
              <div>
                <strong>{template.title}</strong>
                <p className="muted">
                  {template.description}
                  {template.closeOnly ? ` ${CLOSE_ONLY_LABEL}.` : ''}
                </p>
                {full && <p className="rules">{template.rules.map(describeRule).join(' · ')}</p>}
              </div>
              {showSwitches && (
                <label className="switch">
                  <input
                    type="checkbox"
                    role="switch"
                    checked={on}
                    disabled={busy !== null || !known || (!on && !full)}
                    aria-label={`${template.title} em ${asset} (${timeframe})`}
                    onChange={(event) => void toggle(template.id, event.target.checked)}
                  />
                  <span>{on ? 'Ligado' : 'Desligado'}</span>
                </label>
              )}
            </li>
          );
        })}
      </ul>
      <Toast message={toast.message} onClose={toast.close} />
    </AlertArea>
  );
}
