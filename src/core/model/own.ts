/**
 * Sets `record[key]` as an own, enumerable property. Plain assignment with the key "__proto__"
 * changes the object's prototype instead of adding the property a stranger's schema named, so
 * code that copies user-named keys (properties, $defs, tool names) goes through here.
 */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}
