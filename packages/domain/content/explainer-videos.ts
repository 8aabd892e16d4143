/** The two explainer videos of /saiba-mais, embedded from youtube-nocookie.com when configured. */
export const EXPLAINER_VIDEOS = {
  leitura: 'Como ler os sinais e as agulhadas',
  alertas: 'Como criar alertas no Telegram',
} as const;

export type ExplainerVideoKey = keyof typeof EXPLAINER_VIDEOS;

export interface ExplainerVideo {
  key: ExplainerVideoKey;
  /** YouTube video id. */
  id: string;
  title: string;
}

/** A YouTube video id: 11 characters of [A-Za-z0-9_-]. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

export function isExplainerVideoKey(key: string): key is ExplainerVideoKey {
  return Object.prototype.hasOwnProperty.call(EXPLAINER_VIDEOS, key);
}
