import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderChangesReference } from './reference';

const docPath = new URL('../../../../docs/changes.md', import.meta.url);

describe('change codes reference', () => {
  it('docs/changes.md is generated from the change-code catalogue', () => {
    if (process.env.UPDATE_DOCS === '1') writeFileSync(docPath, renderChangesReference());
    const text = readFileSync(docPath, 'utf8');
    expect(text).toBe(renderChangesReference());
    expect(text).not.toMatch(/PROVIDERS\.md|\.\.\/shared|[Ss]eed 0\d\d/);
  });
});
