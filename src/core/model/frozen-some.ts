/**
 * Whether `root` or an object below it satisfies `hit`, for a value never mutated once built (the
 * form's prepared schema): every object whose whole subtree was found without a hit joins `free`,
 * so the next question walks only objects it has not cleared. An edit that shares structure gives
 * new objects only on the path to what it changed, so a key walks that path instead of the whole
 * value. Depth first with a stack, not recursion: a schema may be nested deeper than the call
 * stack allows. A cycle (never in parsed JSON) is walked once per object, without remembering.
 */
export function frozenSome(
  root: object,
  children: (node: object) => Iterable<object>,
  hit: (node: object) => boolean,
  free: WeakSet<object>,
): boolean {
  // Each object's children before it is marked.
  const stack: { node: object; done: boolean }[] = [{ node: root, done: false }];
  const open = new Set<object>();
  while (stack.length > 0) {
    const { node, done } = stack.pop()!;
    if (done) {
      open.delete(node);
      // Every child was cleared, or this walk would have returned.
      free.add(node);
      continue;
    }
    if (free.has(node)) continue;
    if (open.has(node)) return plainSome(root, children, hit);
    if (hit(node)) return true;
    open.add(node);
    stack.push({ node, done: true });
    for (const child of children(node))
      if (!free.has(child)) stack.push({ node: child, done: false });
  }
  return false;
}

/** As frozenSome, remembering nothing: each object once. */
function plainSome(
  root: object,
  children: (node: object) => Iterable<object>,
  hit: (node: object) => boolean,
): boolean {
  const seen = new Set<object>([root]);
  const stack: object[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (hit(node)) return true;
    for (const child of children(node))
      if (!seen.has(child)) {
        seen.add(child);
        stack.push(child);
      }
  }
  return false;
}
