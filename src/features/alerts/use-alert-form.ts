import { useState, type FormEvent } from 'react';
import type { Alert } from '@agulhadas/domain/alerts/alert';
import { NO_RULES_MESSAGE, alertConfigSchema, firstAlertError } from '@agulhadas/domain/alerts/alert-config-schema';
import type { AlertFrequency } from '@agulhadas/domain/alerts/alert-frequency';
import { findTemplate } from '@agulhadas/domain/alerts/alert-templates';
import { PRE_CLOSE_MINUTES_BY_TIMEFRAME, type PreCloseMinutes } from '@agulhadas/domain/alerts/pre-close';
import type { Rule } from '@agulhadas/domain/alerts/rule-schema';
import { RULE_NAMES, type RuleName } from '@agulhadas/domain/alerts/rule-types';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { saveAlert, type AlertGroupResult } from './alerts-api';
import { decodeRuleValue, firstEncodedValue } from './rule-value-codec';
import { errorMessage } from './toast';

export interface AlertFormInput {
  asset: string;
  /** The alert being edited; absent for a new one. */
  alert?: Alert;
  timeframe: Timeframe;
  defaultFrequency: AlertFrequency;
  onSaved: (group: AlertGroupResult) => void;
  onError: (message: string) => void;
}

const nextUnused = (after: Rule[]) => RULE_NAMES.find((name) => !after.some((rule) => rule.name === name)) ?? '';

/**
 * State of the alert form: rules are added one type at a time (each type once) and a template replaces them
 * (and sets its close-only default). Saving without rules shows the browser alert and saves nothing; a refused
 * save goes to the caller's toast.
 */
export function useAlertForm({
  asset,
  alert,
  timeframe: initialTimeframe,
  defaultFrequency,
  onSaved,
  onError,
}: AlertFormInput) {
  const [timeframe, setTimeframeOnly] = useState<Timeframe>(alert?.timeframe ?? initialTimeframe);
  const [preCloseMinutes, setPreCloseMinutes] = useState<PreCloseMinutes | null>(alert?.preCloseMinutes ?? null);
  const [rules, setRules] = useState<Rule[]>(alert?.rules ?? []);
  const [frequency, setFrequency] = useState<AlertFrequency>(alert?.frequency ?? defaultFrequency);
  const [closeOnly, setCloseOnly] = useState(alert?.closeOnly ?? false);
  const [message, setMessage] = useState(alert?.message ?? '');
  const unused = RULE_NAMES.filter((name) => !rules.some((rule) => rule.name === name));
  const [pendingName, setPendingName] = useState<RuleName | ''>(unused[0] ?? '');
  const [pendingValue, setPendingValue] = useState<string>(firstEncodedValue(unused[0] ?? ''));
  const [busy, setBusy] = useState(false);

  // A lead the new timeframe does not offer (15 or 30 minutes on a 15-minute chart) falls back to the nearest it does.
  const setTimeframe = (next: Timeframe) => {
    setTimeframeOnly(next);
    const offered = PRE_CLOSE_MINUTES_BY_TIMEFRAME[next];
    if (preCloseMinutes !== null && !offered.includes(preCloseMinutes)) setPreCloseMinutes(offered[0] ?? null);
  };

  const pickName = (name: RuleName | '') => {
    setPendingName(name);
    setPendingValue(firstEncodedValue(name));
  };

  const addRule = () => {
    if (!pendingName || rules.some((rule) => rule.name === pendingName)) return;
    const next = [...rules, { name: pendingName, value: decodeRuleValue(pendingName, pendingValue) } as Rule];
    setRules(next);
    pickName(nextUnused(next));
  };

  const removeRule = (name: RuleName) => {
    const next = rules.filter((rule) => rule.name !== name);
    setRules(next);
    if (!pendingName) pickName(nextUnused(next));
  };

  const applyTemplate = (id: string) => {
    const template = findTemplate(id);
    if (!template) return;
    const next = template.rules.map((rule) => ({ ...rule }));
    setRules(next);
    setCloseOnly(template.closeOnly);
    pickName(nextUnused(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rules.length === 0) {
      window.alert(NO_RULES_MESSAGE);
      return;
    }
    const input = {
      id: alert?.id,
      rules,
      message,
      frequency,
      closeOnly,
      preCloseMinutes,
      active: alert?.active ?? true,
    };
    const parsed = alertConfigSchema.safeParse(input);
    if (!parsed.success) {
      onError(firstAlertError(parsed.error));
      return;
    }
    setBusy(true);
    try {
      onSaved(await saveAlert(asset, timeframe, input));
    } catch (error) {
      onError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return {
    timeframe,
    setTimeframe,
    rules,
    unused,
    pendingName,
    pendingValue,
    pickName,
    setPendingValue,
    addRule,
    removeRule,
    applyTemplate,
    frequency,
    setFrequency,
    closeOnly,
    setCloseOnly,
    preCloseMinutes,
    setPreCloseMinutes,
    message,
    setMessage,
    busy,
    submit,
  };
}

export type AlertFormState = ReturnType<typeof useAlertForm>;
