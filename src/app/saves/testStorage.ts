/** Test helper: localStorage in memory, for the save stores' tests. */
import { BACKUP_PREFIX } from './storage';

/** localStorage in memory; `refuse` makes setItem throw for the writes it matches (a full disk). */
export class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  constructor(
    entries: Record<string, string> = {},
    private readonly refuse: (key: string, value: string) => boolean = () => false,
  ) {
    for (const [k, v] of Object.entries(entries)) this.items.set(k, v);
  }
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.refuse(key, value)) throw new Error('QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
  /** The backups a store made of saves it could not use. */
  backups(): [string, string][] {
    return [...this.items].filter(([k]) => k.startsWith(BACKUP_PREFIX));
  }
}
