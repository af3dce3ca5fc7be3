/**
 * Writes to the in-memory tables, journalled inside a transaction so that a failure can undo them.
 *
 * @module
 */

/** Restores one entry as it was before a write. */
export type Undo = () => void;

/** Writes to the tables, recording how to undo them when inside a transaction. */
export class Writer {
  constructor(private readonly journal: Undo[] | null) {}

  put<V>(map: Map<string, V>, key: string, value: V): void {
    this.remember(map, key);
    map.set(key, value);
  }

  delete<V>(map: Map<string, V>, key: string): boolean {
    if (!map.has(key)) return false;
    this.remember(map, key);
    return map.delete(key);
  }

  private remember<V>(map: Map<string, V>, key: string): void {
    if (!this.journal) return;
    if (map.has(key)) {
      const old = map.get(key) as V;
      this.journal.push(() => map.set(key, old));
    } else {
      this.journal.push(() => map.delete(key));
    }
  }
}
