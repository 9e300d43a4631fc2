import { el } from './dom';

/** Saves `blob` as a file named `name` (the browser's download), freeing it once the download has begun. */
export function download(blob: Blob, name: string): void {
  const link = el('a', { attrs: { href: URL.createObjectURL(blob), download: name } });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** A file name from a title: lower case words joined by dashes (`the-long-walk`), at most 60 characters. */
export function fileSlug(title: string, fallback = 'my-level'): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60)
      .replace(/-$/, '') || fallback
  );
}
