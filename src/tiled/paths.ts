/**
 * Pure path arithmetic for references inside maps (tilesets, templates, images, file properties).
 * No `node:path` here: the loader also runs in the browser, where paths are URLs.
 */

const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;

/** Splits `https://host/a/b` into `https://host` and `/a/b`; a plain path has an empty prefix. */
function splitPrefix(path: string): { prefix: string; rest: string } {
  const url = /^([a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*)(.*)$/.exec(path);
  if (url) return { prefix: url[1], rest: url[2] };
  // A Windows drive letter (C:/maps) is kept as a prefix so `..` cannot climb above it.
  const drive = /^([a-zA-Z]:)(\/.*)?$/.exec(path);
  if (drive) return { prefix: drive[1], rest: drive[2] ?? '' };
  return { prefix: '', rest: path };
}

/** Removes `.` and folds `..` segments; keeps leading `..` of a relative path. */
export function normalizePath(path: string): string {
  const { prefix, rest } = splitPrefix(path.replace(/\\/g, '/'));
  const absolute = rest.startsWith('/');
  const out: string[] = [];
  for (const part of rest.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!absolute) out.push('..');
      continue;
    }
    out.push(part);
  }
  const body = out.join('/');
  const trailing = rest.endsWith('/') && body !== '' ? '/' : '';
  if (absolute) return `${prefix}/${body}${trailing}`;
  return `${prefix}${body === '' && prefix === '' ? '.' : body}${trailing}`;
}

/** The folder part of a path, with its trailing slash (`maps/a.tmj` gives `maps/`), or '' for a bare name. */
export function dirName(path: string): string {
  const slash = path.replace(/\\/g, '/').lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash + 1);
}

/** True for references that do not depend on the referring file's folder (URLs, data:, absolute paths). */
export function isAbsoluteRef(ref: string): boolean {
  return SCHEME.test(ref) || ref.startsWith('/') || ref.startsWith('\\');
}

/**
 * Resolves `ref` (as written in `fromFile`) to a path usable by `ReadFile`. Relative references are
 * taken against the referring file's folder, as Tiled does.
 */
export function resolvePath(fromFile: string, ref: string): string {
  if (ref.startsWith('data:')) return ref;
  // A document inside a data: or blob: URL has no folder: its relative references stay bare names.
  if (/^(data|blob):/i.test(fromFile) && !isAbsoluteRef(ref)) return normalizePath(ref);
  if (SCHEME.test(ref) && !/^[a-zA-Z]:[\\/]/.test(ref)) return normalizePath(ref);
  if (ref.startsWith('/')) {
    const { prefix } = splitPrefix(fromFile);
    // A root-relative reference inside a URL stays on the same host.
    return normalizePath(prefix.includes('://') ? prefix + ref : ref);
  }
  if (/^[a-zA-Z]:[\\/]/.test(ref)) return normalizePath(ref);
  return normalizePath(dirName(fromFile) + ref);
}
