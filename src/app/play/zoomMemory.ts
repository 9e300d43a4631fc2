import type { CameraView } from '../../view/camera';

/** The localStorage key of the zooms kept per level (apart from the save: it can never harm progress). */
export const ZOOM_KEY = 'maze-cat.zoom';
/** Levels remembered at most (endless and daily levels keep coming); the least recently set go first. */
const MAX_LEVELS = 100;
/** A zoom is written this long after the player's last wheel or pinch step, not at every step. */
const WRITE_DELAY_MS = 400;

/**
 * The zoom the player left each level at ("whole", or a close-up's tile size in CSS pixels), kept in
 * localStorage so a level opens as the player last saw it, across level changes and visits. Storage
 * that is missing, blocked or full only means zooms last for the session; a stored value this build
 * cannot read is ignored.
 */
export class ZoomMemory {
  private readonly views = new Map<string, CameraView>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly storage: Storage | null) {
    for (const [id, view] of Object.entries(read(storage))) {
      if (view === 'whole' || (typeof view === 'number' && Number.isFinite(view) && view > 0))
        this.views.set(id, view);
    }
  }

  /** The view kept for level `id`, or null. */
  get(id: string): CameraView | null {
    return this.views.get(id) ?? null;
  }

  /** Keeps `view` for level `id`, written soon (see `flush`). */
  set(id: string, view: CameraView): void {
    if (this.views.get(id) === view) return;
    this.views.delete(id);
    this.views.set(id, view);
    for (const old of this.views.keys()) {
      if (this.views.size <= MAX_LEVELS) break;
      this.views.delete(old);
    }
    if (this.timer === null) this.timer = setTimeout(() => this.flush(), WRITE_DELAY_MS);
  }

  /** Writes what is waiting now (the level closes). */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    try {
      this.storage?.setItem(ZOOM_KEY, JSON.stringify(Object.fromEntries(this.views)));
    } catch {
      // Full or blocked: the zooms last for the session.
    }
  }
}

function read(storage: Storage | null): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(storage?.getItem(ZOOM_KEY) ?? '{}');
    return typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The page's localStorage, or null where it is blocked. */
export function pageStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
