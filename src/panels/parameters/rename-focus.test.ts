// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { focusAfterRename } from './rename-focus';

const cellElement = (cell: string) => {
  const element = document.createElement('select');
  element.dataset.cell = cell;
  return element;
};
const OLD = '/properties/inputSchema/properties/city';
const NEW = '/properties/inputSchema/properties/town';

describe('focusAfterRename', () => {
  it('goes on to the cell Tab was leaving for, under the new name', () => {
    expect(focusAfterRename(OLD, NEW, cellElement(`${OLD}|type`))).toBe(`${NEW}|type`);
    expect(focusAfterRename(OLD, NEW, cellElement(`${OLD}/properties/zip|name`))).toBe(
      `${NEW}/properties/zip|name`,
    );
  });
  it('keeps a cell of another parameter as it is, even one whose name starts alike', () => {
    expect(focusAfterRename(OLD, NEW, cellElement(`${OLD}_code|name`))).toBe(`${OLD}_code|name`);
  });
  it('stays on the name after Enter, and moves nothing after a click elsewhere', () => {
    expect(focusAfterRename(OLD, NEW, undefined)).toBe(`${NEW}|name`);
    expect(focusAfterRename(OLD, NEW, null)).toBeUndefined();
    expect(focusAfterRename(OLD, NEW, document.createElement('button'))).toBeUndefined();
  });
});
