/** A verified provider event, reduced to what the webhook function reads. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  object: Record<string, unknown>;
}
