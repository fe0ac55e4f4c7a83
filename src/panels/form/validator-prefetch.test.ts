// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_TEMPLATE } from '../../core';
import { workspaceStore } from '../../store';
import { formAjv } from './rjsf-validators';
import { requestValidatorForWorkspace, textMayAskValidator } from './validator-prefetch';

const UNION_TOOL =
  '{"name": "pick", "inputSchema": {"type": "object", "properties": {"v": {"anyOf": [{"type": "string"}, {"type": "number"}]}}}}';

function workspaceOf(...texts: string[]) {
  workspaceStore.getState().hydrate({
    tools: texts.map((text, i) => ({ id: `t${i}`, text, samples: [] })),
    activeToolId: 't0',
  });
}

/** The idle moment (jsdom has no requestIdleCallback: the next task). */
const idle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('textMayAskValidator', () => {
  it('fires on a union, a condition or a dependency written as a key, and on an escape', () => {
    expect(textMayAskValidator(UNION_TOOL)).toBe(true);
    expect(textMayAskValidator('{"oneOf" : []}')).toBe(true);
    expect(textMayAskValidator('{"if": {}, "then": {}}')).toBe(true);
    expect(textMayAskValidator('{"dependentSchemas": {}}')).toBe(true);
    expect(textMayAskValidator('{"dependencies": {}}')).toBe(true);
    expect(textMayAskValidator('{"\\u0061nyOf": []}')).toBe(true);
  });

  it('stays quiet for the first visit’s example and for the words used as values', () => {
    expect(textMayAskValidator(EXAMPLE_TEMPLATE.text)).toBe(false);
    expect(textMayAskValidator('{"description": "oneOf the anyOf if"}')).toBe(false);
  });
});

describe('requestValidatorForWorkspace', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.restoreAllMocks();
  });

  it('requests Ajv at an idle moment when the workspace holds a tool with a union', async () => {
    const load = vi.spyOn(formAjv, 'load').mockImplementation(() => new Promise(() => {}));
    workspaceOf(EXAMPLE_TEMPLATE.text, UNION_TOOL);
    stop = requestValidatorForWorkspace();
    expect(load).not.toHaveBeenCalled();
    await idle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits while the workspace has none, and requests once such a tool arrives', async () => {
    const load = vi.spyOn(formAjv, 'load').mockImplementation(() => new Promise(() => {}));
    workspaceOf(EXAMPLE_TEMPLATE.text);
    stop = requestValidatorForWorkspace();
    await idle();
    expect(load).not.toHaveBeenCalled();
    workspaceStore.getState().addTools([UNION_TOOL]);
    await idle();
    expect(load).toHaveBeenCalledTimes(1);
    workspaceStore.getState().addTools([UNION_TOOL]);
    await idle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('requests once a tool already scanned is edited to hold a union', async () => {
    const load = vi.spyOn(formAjv, 'load').mockImplementation(() => new Promise(() => {}));
    workspaceOf(EXAMPLE_TEMPLATE.text);
    stop = requestValidatorForWorkspace();
    await idle();
    expect(load).not.toHaveBeenCalled();
    workspaceStore.getState().setToolText('t0', UNION_TOOL);
    await idle();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
