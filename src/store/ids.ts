let counter = 0;

/** A unique id for tools and samples; random part so ids from two tabs or imports do not collide. */
export function createId(prefix: string): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}-${Date.now().toString(36)}-${counter.toString(36)}${random}`;
}
