import { describe, expect, it, vi } from 'vitest';
import { DeferredQuickInput, NOT_LOADED, NO_FOCUSED_EDITOR } from './quick-input-deferred';
import type { QuickInput } from './quick-input-deferred';

interface Editor {
  name: string;
}

/** A quick input service that records what it was asked, for one editor. */
function fakeService(editor: Editor) {
  const calls: unknown[][] = [];
  const service: QuickInput = {
    currentQuickInput: { openIn: editor.name },
    quickAccess: {
      show: (...args) => void calls.push(['quickAccess.show', editor.name, ...args]),
      pick: (...args) => {
        calls.push(['quickAccess.pick', editor.name, ...args]);
        return Promise.resolve(`picked in ${editor.name}`);
      },
    },
    pick: (...args) => {
      calls.push(['pick', editor.name, ...args]);
      return Promise.resolve({ label: '4' });
    },
    input: (...args) => {
      calls.push(['input', editor.name, ...args]);
      return Promise.resolve('typed');
    },
    createQuickPick: (...args) => ({ quickPickOf: editor.name, args }),
    createInputBox: () => ({ inputBoxOf: editor.name }),
    toggle: () => void calls.push(['toggle', editor.name]),
    toggleHover: () => void calls.push(['toggleHover', editor.name]),
  };
  return { service, calls };
}

/** A deferred quick input over two editors, whose load lands when the test says. */
function setup() {
  const left: Editor = { name: 'left' };
  const right: Editor = { name: 'right' };
  const services = new Map([left, right].map((e) => [e, fakeService(e)]));
  let focused: Editor | null = left;
  let land: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<(editor: Editor) => QuickInput>((resolve, reject) => {
        land = () => resolve((editor) => services.get(editor)!.service);
        fail = reject;
      }),
  );
  const onError = vi.fn();
  // The keys typed while it loads: `held` says whether they are held now.
  const keys = { held: false, typed: '' as string | null };
  const quickInput = new DeferredQuickInput<Editor>({
    focusedEditor: () => focused,
    load,
    onError,
    holdKeys: () => {
      keys.held = true;
      keys.typed = '';
      return () => {
        keys.held = false;
        return keys.typed;
      };
    },
  });
  return {
    quickInput,
    load,
    onError,
    keys,
    left,
    right,
    callsOf: (editor: Editor) => services.get(editor)!.calls,
    focus: (editor: Editor | null) => (focused = editor),
    land: () => land(),
    fail: (error: Error) => fail(error),
  };
}

describe('DeferredQuickInput', () => {
  it('loads nothing until a member is used, and nothing is open before the load', () => {
    const { quickInput, load } = setup();
    expect(quickInput.currentQuickInput).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('a pick starts the load and runs when it lands, with its arguments, in the editor it was called from', async () => {
    const { quickInput, load, land, callsOf, left, right } = setup();
    const picks = [{ label: '2' }, { label: '4' }];
    const result = quickInput.pick(picks, { placeHolder: 'Select Tab Size' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(callsOf(left)).toEqual([]);
    land();
    await expect(result).resolves.toEqual({ label: '4' });
    expect(callsOf(left)).toEqual([
      ['pick', 'left', picks, { placeHolder: 'Select Tab Size' }, undefined],
    ]);
    expect(callsOf(right)).toEqual([]);
  });

  it('the command palette (quickAccess.show) waits for the load; calls made while loading share one load', async () => {
    const { quickInput, load, land, callsOf, left } = setup();
    quickInput.quickAccess.show('>');
    const typed = quickInput.input({ prompt: 'Minutes' });
    expect(load).toHaveBeenCalledTimes(1);
    land();
    await expect(typed).resolves.toBe('typed');
    expect(callsOf(left)).toEqual([
      ['quickAccess.show', 'left', '>', undefined],
      ['input', 'left', { prompt: 'Minutes' }, undefined],
    ]);
  });

  it('once loaded, every member goes straight to the focused editor’s quick input', async () => {
    const { quickInput, load, land, callsOf, focus, right } = setup();
    const first = quickInput.pick([]);
    land();
    await first;
    focus(right);
    quickInput.quickAccess.show('>', { preserveValue: true });
    expect(quickInput.currentQuickInput).toEqual({ openIn: 'right' });
    expect(quickInput.createInputBox()).toEqual({ inputBoxOf: 'right' });
    expect(quickInput.createQuickPick({ useSeparators: true })).toEqual({
      quickPickOf: 'right',
      args: [{ useSeparators: true }],
    });
    quickInput.toggle();
    quickInput.toggleHover();
    await expect(quickInput.quickAccess.pick('')).resolves.toBe('picked in right');
    expect(callsOf(right)).toEqual([
      ['quickAccess.show', 'right', '>', { preserveValue: true }],
      ['toggle', 'right'],
      ['toggleHover', 'right'],
      ['quickAccess.pick', 'right', ''],
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('the keys typed while the palette loads are held from the editor and go on its value, the cursor after them', async () => {
    const { quickInput, keys, land, callsOf, left } = setup();
    quickInput.quickAccess.show('', { itemActivation: 1 });
    expect(keys.held).toBe(true);
    keys.typed = 'fold';
    land();
    await vi.waitFor(() => expect(callsOf(left)).toHaveLength(1));
    expect(keys.held).toBe(false);
    expect(callsOf(left)).toEqual([
      ['quickAccess.show', 'left', 'fold', { itemActivation: 1, preserveValue: true }],
    ]);
    // Once loaded nothing is held: the quick input opens at once and takes the keys itself.
    quickInput.quickAccess.show('');
    expect(keys.held).toBe(false);
  });

  it('Escape typed while it loads cancels the call', async () => {
    const { quickInput, keys, land, callsOf, left } = setup();
    quickInput.quickAccess.show('');
    const pick = quickInput.pick([{ label: '1' }]);
    keys.typed = null;
    land();
    await expect(pick).resolves.toBeUndefined();
    expect(callsOf(left)).toEqual([]);
  });

  it('a call whose editor lost the focus while loading is dropped as cancelled', async () => {
    const { quickInput, land, callsOf, focus, left, right } = setup();
    quickInput.quickAccess.show('>');
    const pick = quickInput.pick([{ label: '1' }]);
    focus(right);
    land();
    await expect(pick).resolves.toBeUndefined();
    expect(callsOf(left)).toEqual([]);
    expect(callsOf(right)).toEqual([]);
  });

  it('the members that cannot wait throw before the load, and start it so the next call works', async () => {
    const { quickInput, load, land } = setup();
    expect(() => quickInput.createInputBox()).toThrow(NOT_LOADED);
    expect(() => quickInput.createQuickPick()).toThrow(NOT_LOADED);
    expect(() => quickInput.toggle()).toThrow(NOT_LOADED);
    expect(() => quickInput.toggleHover()).toThrow(NOT_LOADED);
    expect(load).toHaveBeenCalledTimes(1);
    land();
    await vi.waitFor(() => expect(quickInput.createInputBox()).toEqual({ inputBoxOf: 'left' }));
  });

  it('with no editor focused it fails as Monaco’s own service does, before loading anything', async () => {
    const { quickInput, load, onError, focus } = setup();
    focus(null);
    await expect(quickInput.pick([])).rejects.toThrow(NO_FOCUSED_EDITOR);
    quickInput.quickAccess.show('>');
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(new Error(NO_FOCUSED_EDITOR)));
    expect(load).not.toHaveBeenCalled();
  });

  it('a failed load fails the calls waiting on it, reports the palette’s, and is tried again at the next use', async () => {
    const { quickInput, load, onError, land, fail, callsOf, left } = setup();
    quickInput.quickAccess.show('>');
    const pick = quickInput.pick([]);
    fail(new Error('chunk failed'));
    await expect(pick).rejects.toThrow('chunk failed');
    expect(onError).toHaveBeenCalledWith(new Error('chunk failed'));
    const again = quickInput.pick([{ label: '8' }]);
    expect(load).toHaveBeenCalledTimes(2);
    land();
    await expect(again).resolves.toEqual({ label: '4' });
    expect(callsOf(left)).toEqual([['pick', 'left', [{ label: '8' }], undefined, undefined]]);
  });
});
