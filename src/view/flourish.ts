/**
 * The end-of-level flourish of the original game: on a win the cat grows and spins, on a loss it
 * shrinks away. With reduced motion the flourish is short and does not spin.
 */
export type FlourishKind = 'win' | 'lose';

export interface FlourishFrame {
  readonly scale: number;
  /** Radians. */
  readonly rotation: number;
  readonly alpha: number;
  readonly done: boolean;
}

/** Length of the flourish in ms. */
export function flourishDuration(kind: FlourishKind, reducedMotion: boolean): number {
  if (reducedMotion) return 300;
  return kind === 'win' ? 1200 : 900;
}

/** The cat's scale, rotation and alpha `elapsedMs` into the flourish (a pure function of time). */
export function flourishAt(kind: FlourishKind, elapsedMs: number, reducedMotion: boolean): FlourishFrame {
  const duration = flourishDuration(kind, reducedMotion);
  const t = Math.min(1, Math.max(0, elapsedMs / duration));
  const ease = 1 - (1 - t) * (1 - t) * (1 - t);
  if (kind === 'win') {
    const scale = 1 + (reducedMotion ? 0.25 : 1) * ease;
    const rotation = reducedMotion ? 0 : ease * Math.PI * 4;
    return { scale, rotation, alpha: 1, done: t >= 1 };
  }
  const scale = reducedMotion ? 1 - 0.4 * ease : 1 - 0.85 * ease;
  return { scale, rotation: 0, alpha: reducedMotion ? 1 : 1 - 0.5 * ease, done: t >= 1 };
}
