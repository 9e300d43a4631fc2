/** A file name from a title: lower case words joined by dashes (`my-level` when nothing is left). */
export function slug(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'my-level'
  );
}
