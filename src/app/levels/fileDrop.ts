/**
 * Getting a designer's files into the page: drag-and-drop anywhere on it (loose files or whole
 * folders) and a file dialog. Both hand over `DroppedFile`s for `LocalFolder`. The files are read
 * in the page only; nothing is uploaded.
 */
import { el } from '../page/dom';
import { type DroppedFile, IMAGE_FILE } from './localFolder';

/** What the file dialog accepts: maps, tilesets, templates and images. */
export const ACCEPTED_FILES = '.tmj,.tmx,.json,.tsj,.tsx,.tj,.tx,.png,.webp,.jpg,.jpeg,.gif,.bmp';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The picked or dropped files as `DroppedFile`s; images are read now, as data: URLs. */
export async function toDroppedFiles(
  picked: readonly { file: File; path: string }[],
): Promise<DroppedFile[]> {
  return Promise.all(
    picked.map(async ({ file, path }) => ({
      path,
      text: () => file.text(),
      url: IMAGE_FILE.test(path) ? await readAsDataUrl(file) : null,
    })),
  );
}

function readEntries(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  return new Promise((resolve, reject) => reader.readEntries(resolve, reject));
}

function entryFile(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

/** Every file under a dropped entry, with its path inside the drop (`folder/sub/name`). */
async function walk(entry: FileSystemEntry, out: { file: File; path: string }[]): Promise<void> {
  const path = entry.fullPath.replace(/^\/+/, '') || entry.name;
  if (entry.isFile) {
    out.push({ file: await entryFile(entry as FileSystemFileEntry), path });
  } else if (entry.isDirectory) {
    const reader = (entry as FileSystemDirectoryEntry).createReader();
    // readEntries returns the folder in batches; an empty batch ends it.
    for (let batch = await readEntries(reader); batch.length > 0; batch = await readEntries(reader)) {
      for (const child of batch) await walk(child, out);
    }
  }
}

/** The files of a drop: folders walked when the browser offers entries, else the flat file list. */
export async function filesOfDrop(data: DataTransfer): Promise<{ file: File; path: string }[]> {
  const entries: FileSystemEntry[] = [];
  for (const item of Array.from(data.items)) {
    if (item.kind !== 'file') continue;
    const entry = item.webkitGetAsEntry?.() ?? null;
    if (entry) entries.push(entry);
  }
  // Synthetic drops (and some browsers) have no entries: use the plain list.
  if (entries.length === 0) return Array.from(data.files, (file) => ({ file, path: file.name }));
  const out: { file: File; path: string }[] = [];
  for (const entry of entries) await walk(entry, out);
  return out;
}

/** The files picked in a file input (a picked folder keeps its relative paths). */
export function filesOfInput(input: HTMLInputElement): { file: File; path: string }[] {
  return Array.from(input.files ?? [], (file) => ({ file, path: file.webkitRelativePath || file.name }));
}

function hasFiles(e: DragEvent): boolean {
  return e.dataTransfer?.types.includes('Files') ?? false;
}

/**
 * Accepts file drops anywhere on `target`; `host` gets the class `dragging-files` while files are
 * dragged over it (for a visible drop hint). Returns a function that removes the listeners.
 */
export function installFileDrop(
  target: HTMLElement,
  onFiles: (files: { file: File; path: string }[]) => void,
): () => void {
  let depth = 0;
  const setHint = (on: boolean) => target.classList.toggle('dragging-files', on);
  const enter = (e: DragEvent) => {
    if (!hasFiles(e)) return;
    depth++;
    setHint(true);
  };
  const leave = () => {
    depth = Math.max(0, depth - 1);
    if (depth === 0) setHint(false);
  };
  const over = (e: DragEvent) => {
    if (!hasFiles(e)) return;
    // Without this the browser opens the dropped file as a page instead of giving it to us.
    e.preventDefault();
    if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
  };
  const drop = (e: DragEvent) => {
    if (!e.dataTransfer || e.dataTransfer.files.length === 0) return;
    e.preventDefault();
    depth = 0;
    setHint(false);
    void filesOfDrop(e.dataTransfer).then(onFiles, (error: unknown) => {
      console.warn('Maze Cat: the dropped files could not be read', error);
      onFiles([]);
    });
  };
  target.addEventListener('dragenter', enter);
  target.addEventListener('dragleave', leave);
  target.addEventListener('dragover', over);
  target.addEventListener('drop', drop);
  return () => {
    target.removeEventListener('dragenter', enter);
    target.removeEventListener('dragleave', leave);
    target.removeEventListener('dragover', over);
    target.removeEventListener('drop', drop);
  };
}

/** A hidden multi-file input; `open()` shows the dialog (call it from a click). */
export function createFileDialog(onFiles: (files: { file: File; path: string }[]) => void): {
  readonly input: HTMLInputElement;
  open(): void;
} {
  const input = el('input', {
    className: 'map-file-input',
    attrs: { type: 'file', multiple: '', accept: ACCEPTED_FILES, 'aria-label': 'Map files to play' },
  });
  input.hidden = true;
  input.addEventListener('change', () => {
    const files = filesOfInput(input);
    // Cleared so picking the same files again fires `change` again (after fixing the map in Tiled).
    input.value = '';
    if (files.length > 0) onFiles(files);
  });
  return { input, open: () => input.click() };
}
