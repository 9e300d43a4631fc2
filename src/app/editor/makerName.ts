/**
 * The maker's name for "Submit to the shelf", remembered in the browser so it is asked once.
 * Storage that is blocked or full only means the name is asked again next time.
 */
const KEY = 'maze-cat.shelf.maker';

/** The name given last, or ''. */
export function rememberedMaker(storage: Pick<Storage, 'getItem'> | null): string {
  try {
    return storage?.getItem(KEY)?.slice(0, 60) ?? '';
  } catch {
    return '';
  }
}

/** Remembers `name` (quietly: a refusal costs only asking again). */
export function rememberMaker(storage: Pick<Storage, 'setItem'> | null, name: string): void {
  try {
    storage?.setItem(KEY, name);
  } catch {
    // Full or blocked storage: the name is asked again next time.
  }
}
