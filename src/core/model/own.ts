/**
 * Sets `record[key]` as an own, enumerable property. Plain assignment with the key "__proto__"
 * changes the object's prototype instead of adding the property a stranger's schema named, so
 * code that copies user-named keys (properties, $defs, tool names) goes through here.
 */
/**
 * `record[key]` when `key` is the record's own, or undefined: a lookup table indexed by a
 * user-written word ("constructor", "toString", "__proto__") must not answer with
 * Object.prototype's members.
 */
export function getOwn<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  // Only "__proto__" is an accessor on Object.prototype; every other key assigns as an own
  // property, and plain assignment is many times faster than defineProperty on the export path.
  if (key === '__proto__')
    Object.defineProperty(record, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else record[key] = value;
}
