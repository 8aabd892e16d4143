/** Reading fields of a provider's event object, whose shape the code does not control: absent or mistyped reads as empty. */
export type ProviderObject = Record<string, unknown>;

export const objectField = (value: unknown): ProviderObject =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as ProviderObject) : {};

export const textField = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
