/**
 * Sets `record[key]` as an own, enumerable property. Plain assignment with the key "__proto__"
 * changes the object's prototype instead of adding the property a stranger's schema named, so
 * code that copies user-named keys (properties, $defs, tool names) goes through here.
 */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  // Only "__proto__" is an accessor on Object.prototype; every other key assigns as an own
  // property, and plain assignment is many times faster than defineProperty on the export path.
  if (key === '__proto__') Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
  else record[key] = value;
}
