/**
 * The cell to focus after a rename redraws the parameter's rows under its new pointer: the cell
 * focus was leaving for (Tab goes on at the first press), moved to the new pointer when it is one
 * of the renamed parameter's own; the name cell after Enter; none after a click elsewhere.
 */
export function focusAfterRename(
  oldPointer: string,
  newPointer: string,
  leavingTo: Element | null | undefined,
): string | undefined {
  if (leavingTo === undefined) return `${newPointer}|name`;
  const cell = leavingTo instanceof HTMLElement ? leavingTo.dataset.cell : undefined;
  if (!cell) return undefined;
  const [pointer = '', field = ''] = cell.split('|');
  if (pointer === oldPointer || pointer.startsWith(`${oldPointer}/`))
    return `${newPointer}${pointer.slice(oldPointer.length)}|${field}`;
  return cell;
}
