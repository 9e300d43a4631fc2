import { create } from 'qrcode';

/**
 * A share link as a QR code's modules (the `qrcode` package), loaded only when a share panel
 * shows a link. Error correction M (15% of the code may be lost: a screen's glare, a crease)
 * while the link fits a code of at most version 25 (117 modules a side, still read by a phone
 * off a screen); a longer link takes level L (7%) to stay that small or as small as it can, and
 * a link beyond the largest code (2,953 bytes at L) gets a sentence instead.
 */

/** The modules of a QR code: `size` by `size`, dark where `dark[y * size + x]` is 1. */
export interface QrModules {
  readonly size: number;
  readonly dark: Uint8Array;
  readonly level: 'M' | 'L';
  readonly version: number;
}

/** The most bytes a QR code holds (version 40, level L, byte mode). */
export const QR_MAX_BYTES = 2953;
/** The largest version tried at level M before falling back to L. */
const M_UP_TO_VERSION = 25;

/** The QR code of `text`, or the sentence saying why there is none. */
export function qrModules(text: string): QrModules | { readonly error: string } {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > QR_MAX_BYTES)
    return {
      error: `This link is too long for a QR code (${bytes.toLocaleString('en')} characters; a QR code holds at most ${QR_MAX_BYTES.toLocaleString('en')}): share the link itself.`,
    };
  for (const level of ['M', 'L'] as const) {
    try {
      const code = create(text, { errorCorrectionLevel: level });
      if (level === 'L' || code.version <= M_UP_TO_VERSION)
        return { size: code.modules.size, dark: code.modules.data, level, version: code.version };
    } catch {
      // Too long at this level: try the next.
    }
  }
  return { error: 'This link could not be made into a QR code: share the link itself.' };
}
