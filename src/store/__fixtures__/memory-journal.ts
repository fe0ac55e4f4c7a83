import type { JournalStorage } from '../journal';

/** localStorage in memory, optionally refusing writes past a number of characters (as a full quota does). */
export function memoryJournal(quotaChars = Infinity): JournalStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem(key, value) {
      if (value.length > quotaChars) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
}
