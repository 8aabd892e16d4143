/** Reads raw settings from one environment object; blanks count as unset. */
export class SettingsSource {
  constructor(private readonly env: Readonly<Record<string, string | undefined>>) {}

  has(name: string): boolean {
    const raw = this.env[name];
    return raw !== undefined && raw.trim() !== '';
  }

  str(name: string, fallback = ''): string {
    return this.has(name) ? (this.env[name] as string) : fallback;
  }

  int(name: string, fallback: number): number {
    const value = this.has(name) ? Number(this.env[name]) : fallback;
    if (!Number.isFinite(value)) throw new Error(`${name} must be a number`);
    return value;
  }

  flag(name: string): boolean {
    return ['1', 'true', 'yes', 'on'].includes(this.str(name).trim().toLowerCase());
  }

  /** A switch that is on unless set to one of the usual off values (0, false, off, no). */
  switchedOff(name: string): boolean {
    return ['0', 'false', 'off', 'no'].includes(this.str(name).trim().toLowerCase());
  }

  /** 'key=value,key=value' → record; blanks ignored. */
  pairs(name: string): Record<string, string> {
    const entries = this.str(name)
      .split(',')
      .map((pair) => pair.split('=').map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== '' && pair[1] !== '');
    return Object.fromEntries(entries);
  }

  /** 'a, b' → ['a', 'b']. */
  list(name: string): string[] {
    return this.str(name)
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter((item) => item !== '');
  }

  /** The raw value, even when it is present but invalid: for the start-up check. */
  raw(name: string): string | undefined {
    return this.env[name];
  }
}
