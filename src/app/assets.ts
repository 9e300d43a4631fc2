/** URLs of the art and sound in public/assets (names fixed by the client contract). */
const BASE = `${import.meta.env.BASE_URL}assets/`;

/** Base folder of public/assets, for Sound.load. */
export const ASSETS_BASE = BASE;
/** The pixi spritesheet; the boot preloads it and the view loads it (from Assets' cache). */
export const SPRITES_URL = `${BASE}sprites.json`;
