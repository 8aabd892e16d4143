/**
 * Reads the few Bicep blocks infra/ writes settings in, as text: no Bicep compiler runs here (nor is one needed for
 * these shapes). The blocks are ours and kept simple on purpose, one entry per line:
 * - a container's environment: `var env = [` then `{ name: 'X', value: <expr> }` or `{ name: 'X', secretRef: 's' }`;
 * - a container app's secrets: `var secrets = [` then `{ name: 's', keyVaultUrl: <expr>, identity: <expr> }`;
 * - an app settings object: `var appSettings = {` then `NAME: <expr>`.
 * Anything else inside a block is an error, so a shape the parser does not know cannot pass unread.
 */

export type EnvSource = { kind: 'value'; expression: string } | { kind: 'secretRef'; secret: string };

export interface EnvEntry {
  name: string;
  source: EnvSource;
}

export interface ContainerSecret {
  name: string;
  keyVaultUrl: string | null;
}

/** The lines between `var <name> = <open>` and the first line that is only the matching closer. */
export function blockLines(text: string, variable: string, open: '[' | '{'): string[] {
  const close = open === '[' ? ']' : '}';
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === `var ${variable} = ${open}`);
  if (start < 0) throw new Error(`no block "var ${variable} = ${open}"`);
  const end = lines.findIndex((line, index) => index > start && line.trim() === close);
  if (end < 0) throw new Error(`block "${variable}" is not closed`);
  return lines
    .slice(start + 1, end)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'));
}

/** `{ key: value, key: value }` on one line, values being Bicep expressions without top-level commas. */
function inlineObject(line: string): Map<string, string> {
  const match = /^\{\s*(.*?)\s*\}$/.exec(line);
  if (!match) throw new Error(`not a one-line object: ${line}`);
  const fields = new Map<string, string>();
  for (const part of splitTopLevel(match[1])) {
    const field = /^([A-Za-z_][A-Za-z0-9_]*):\s*(.+)$/.exec(part.trim());
    if (!field) throw new Error(`not a field: ${part}`);
    fields.set(field[1], field[2].trim());
  }
  return fields;
}

/** Splits on commas outside quotes, parentheses, brackets and braces. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const char of text) {
    if (char === "'") quoted = !quoted;
    if (!quoted && '([{'.includes(char)) depth += 1;
    if (!quoted && ')]}'.includes(char)) depth -= 1;
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  if (current.trim() !== '') parts.push(current);
  return parts;
}

/** A single-quoted Bicep string without interpolation, or null. */
function literal(expression: string | undefined): string | null {
  const match = expression === undefined ? null : /^'([^'$]*)'$/.exec(expression);
  return match ? match[1] : null;
}

export function parseEnvArray(text: string, variable = 'env'): EnvEntry[] {
  return blockLines(text, variable, '[').map((line) => {
    const fields = inlineObject(line);
    const name = literal(fields.get('name'));
    if (name === null) throw new Error(`an entry without a literal name: ${line}`);
    const secret = literal(fields.get('secretRef'));
    const value = fields.get('value');
    if (fields.size !== 2 || (secret === null) === (value === undefined))
      throw new Error(`an entry needs name and one of value or secretRef: ${line}`);
    return {
      name,
      source: secret !== null ? { kind: 'secretRef', secret } : { kind: 'value', expression: value as string },
    };
  });
}

export function parseContainerSecrets(text: string, variable = 'secrets'): ContainerSecret[] {
  return blockLines(text, variable, '[').map((line) => {
    const fields = inlineObject(line);
    const name = literal(fields.get('name'));
    if (name === null) throw new Error(`a secret without a literal name: ${line}`);
    return { name, keyVaultUrl: fields.get('keyVaultUrl') ?? null };
  });
}

export function parseObject(text: string, variable: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of blockLines(text, variable, '{')) {
    const field = /^(?:([A-Za-z_][A-Za-z0-9_]*)|'([^']+)'):\s*(.+)$/.exec(line);
    if (!field) throw new Error(`not a "KEY: value" line: ${line}`);
    const key = field[1] ?? field[2];
    if (entries.has(key)) throw new Error(`${key} is set twice`);
    entries.set(key, field[3].trim());
  }
  return entries;
}

/** The value of `var <name> = '<text>'`, a plain single-quoted string, or null when absent. */
export function stringVariable(text: string, variable: string): string | null {
  const match = new RegExp(`^var ${variable} = '([^']*)'$`, 'm').exec(text);
  return match ? match[1] : null;
}

/** Names of the Key Vault secrets a file writes as `Microsoft.KeyVault/vaults/secrets` resources with a literal name. */
export function keyVaultSecretResources(text: string): string[] {
  const names: string[] = [];
  const resource = /resource \w+ 'Microsoft\.KeyVault\/vaults\/secrets@[^']+' = \{\n([\s\S]*?)\n\}/g;
  for (const match of text.matchAll(resource)) {
    const name = /^\s*name: '([a-z0-9-]+)'$/m.exec(match[1]);
    if (name) names.push(name[1]);
  }
  return names;
}
