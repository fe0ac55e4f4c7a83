import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderDiffChangesReference } from './reference';

const docPath = new URL('../../../docs/diff-changes.md', import.meta.url);

describe('diff change reference', () => {
  it('docs/diff-changes.md is generated from the change table', () => {
    if (process.env.UPDATE_DOCS === '1') writeFileSync(docPath, renderDiffChangesReference());
    expect(readFileSync(docPath, 'utf8')).toBe(renderDiffChangesReference());
  });
});
