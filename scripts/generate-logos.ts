/**
 * Writes simple monogram logos (a coloured circle with 1–3 letters) for the most popular assets to
 * public/logo/symbols/{EXCHANGE}-{SYMBOL}.svg. The colour derives from a hash of the asset key, so
 * re-running the script gives the same files. It also writes src/lib/known-logos.ts, the list of assets that have a
 * logo, so the client asks only for files that exist. Run from the repo root: `npx tsx scripts/generate-logos.ts`.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadUniverse } from '../api/src/seed/universe/index';

/** [asset key, monogram] for the most popular assets. */
const POPULAR: readonly (readonly [string, string])[] = [
  ['BMFBOVESPA:PETR4', 'P'],
  ['BMFBOVESPA:VALE3', 'V'],
  ['BMFBOVESPA:ITUB4', 'I'],
  ['BMFBOVESPA:BBDC4', 'B'],
  ['BMFBOVESPA:BBAS3', 'BB'],
  ['BMFBOVESPA:ABEV3', 'A'],
  ['BMFBOVESPA:WEGE3', 'W'],
  ['BMFBOVESPA:B3SA3', 'B3'],
  ['BMFBOVESPA:MGLU3', 'M'],
  ['BMFBOVESPA:ITSA4', 'IS'],
  ['BMFBOVESPA:BPAC11', 'BTG'],
  ['BMFBOVESPA:RENT3', 'L'],
  ['BMFBOVESPA:SUZB3', 'S'],
  ['BMFBOVESPA:PRIO3', 'PR'],
  ['BMFBOVESPA:ELET3', 'E'],
  ['BMFBOVESPA:EMBR3', 'EM'],
  ['BMFBOVESPA:BOVA11', 'BOV'],
  ['BMFBOVESPA:IVVB11', 'IVV'],
  ['BMFBOVESPA:SMAL11', 'SML'],
  ['BMFBOVESPA:HGLG11', 'HG'],
  ['BMFBOVESPA:MXRF11', 'MX'],
  ['BMFBOVESPA:KNRI11', 'KN'],
  ['BMFBOVESPA:WIN1!', 'WIN'],
  ['BMFBOVESPA:WDO1!', 'WDO'],
  ['NASDAQ:AAPL', 'A'],
  ['NASDAQ:MSFT', 'M'],
  ['NASDAQ:NVDA', 'N'],
  ['NASDAQ:AMZN', 'AZ'],
  ['NASDAQ:META', 'MP'],
  ['NASDAQ:GOOGL', 'G'],
  ['NASDAQ:TSLA', 'T'],
  ['NASDAQ:NFLX', 'NF'],
  ['NASDAQ:AMD', 'AMD'],
  ['NYSE:JPM', 'JPM'],
  ['NYSE:V', 'V'],
  ['NYSE:KO', 'KO'],
  ['NYSE:DIS', 'D'],
  ['NYSE:WMT', 'W'],
  ['NYSE:BRK.B', 'BRK'],
  ['NYSE:BAC', 'BAC'],
  ['AMEX:SPY', 'SPY'],
  ['AMEX:IWM', 'IWM'],
  ['AMEX:GLD', 'GLD'],
  ['AMEX:EWZ', 'EWZ'],
  ['CME_MINI:ES1!', 'ES'],
  ['CME_MINI:NQ1!', 'NQ'],
  ['COMEX:GC1!', 'GC'],
  ['NYMEX:CL1!', 'CL'],
  ['FX_IDC:EURUSD', '€'],
  ['FX_IDC:GBPUSD', '£'],
  ['FX_IDC:USDJPY', '¥'],
  ['FX_IDC:USDBRL', 'R$'],
  ['OANDA:SPX500USD', 'SPX'],
  ['OANDA:NAS100USD', 'NDX'],
  ['OANDA:XAUUSD', 'Au'],
  ['OANDA:WTICOUSD', 'WTI'],
  ['BINANCE:BTCUSDT', 'BTC'],
  ['BINANCE:ETHUSDT', 'ETH'],
  ['BINANCE:SOLUSDT', 'SOL'],
  ['BINANCE:BNBUSDT', 'BNB'],
  ['BINANCE:XRPUSDT', 'XRP'],
  ['BINANCE:DOGEUSDT', 'DOG'],
  ['CAPITALCOM:BTCUSD', 'BTC'],
  ['CAPITALCOM:ETHUSD', 'ETH'],
];

/** 32-bit FNV-1a. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** HSL (degrees, 0–1, 0–1) to '#rrggbb'. */
function hslToHex(hue: number, sat: number, light: number): string {
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** A mid-dark, moderately saturated colour so white letters stay readable. */
export function logoColour(asset: string): string {
  const h = hash(asset);
  const hue = h % 360;
  // Yellows and greens look lighter at the same HSL lightness: darken them a little more.
  const light = 0.33 + ((h >>> 17) % 8) / 100 - (hue >= 45 && hue <= 170 ? 0.07 : 0);
  return hslToHex(hue, 0.5 + ((h >>> 9) % 20) / 100, light);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function monogramSvg(asset: string, letters: string, title: string): string {
  const size = [0, 30, 24, 19][Math.min([...letters].length, 3)];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escapeXml(title)}">` +
    `<circle cx="32" cy="32" r="32" fill="${logoColour(asset)}"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="Arial, sans-serif" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(letters)}</text>` +
    `</svg>\n`
  );
}

/** The client's list of assets with a logo file (a card shows a letter avatar for the others, without a request). */
function knownLogosModule(assets: readonly string[]): string {
  const lines = [...assets].sort().map((asset) => `  '${asset}',`);
  return (
    '// Written by scripts/generate-logos.ts: the assets with a file in public/logo/symbols. Do not edit by hand.\n' +
    `export const KNOWN_LOGOS: ReadonlySet<string> = new Set([\n${lines.join('\n')}\n]);\n`
  );
}

function main(): void {
  const outDir = resolve(process.cwd(), 'public/logo/symbols');
  const names = new Map(loadUniverse().map((item) => [item.asset, item.nome]));
  mkdirSync(outDir, { recursive: true });
  for (const file of readdirSync(outDir)) if (file.endsWith('.svg')) rmSync(join(outDir, file));
  for (const [asset, letters] of POPULAR) {
    const nome = names.get(asset);
    if (!nome) throw new Error(`unknown asset ${asset}`);
    writeFileSync(join(outDir, `${asset.replace(':', '-')}.svg`), monogramSvg(asset, letters, nome));
  }
  writeFileSync(resolve(process.cwd(), 'src/lib/known-logos.ts'), knownLogosModule(POPULAR.map(([asset]) => asset)));
  console.log(`wrote ${POPULAR.length} logos to ${outDir} and their list to src/lib/known-logos.ts`);
}

main();
