type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** Sends one analytics event to the tag manager's data layer when the page has one; otherwise nothing. */
export function track(event: string, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined' || !Array.isArray(window.dataLayer)) return;
  window.dataLayer.push({ event, ...data });
}
