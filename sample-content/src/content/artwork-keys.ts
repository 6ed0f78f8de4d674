// Artwork keys of the sample projects: each key is drawn as an image (see src/artwork).
import type { ArtworkKey } from './types.js';

export const facade = (code: string, ...n: number[]): ArtworkKey[] =>
  n.map((i) => `art:facade:${code}:${i}` as const);
export const pool = (code: string, ...n: number[]): ArtworkKey[] =>
  n.map((i) => `art:pool:${code}:${i}` as const);
export const rooms = (variant: string, ...kinds: ('living' | 'kitchen' | 'bedroom')[]): ArtworkKey[] =>
  kinds.map((k) => `art:interior:${k}:${variant}` as const);
