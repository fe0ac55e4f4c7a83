import { describe, expect, it } from 'vitest';
import { planPreview, previewOnPage } from './import-preview';

const spoof = { name: 'get\u202eetadpu', inputSchema: { type: 'object' } };

describe('names as the Import preview shows them', () => {
  it('spells out a right-to-left override, so "get\\u202eetadpu" does not read as "getupdate"', () => {
    const many = previewOnPage(JSON.stringify({ tools: [spoof, spoof] }));
    if (many.status !== 'ready') throw new Error('previewed');
    const plan = planPreview(many.preview, new Set([spoof.name]));
    expect(plan.shownNames).toEqual(['get⟨U+202E⟩etadpu', 'get⟨U+202E⟩etadpu']);
    expect(plan.notes.join('\n')).toContain('"get⟨U+202E⟩etadpu"');
    expect(plan.notes.join('\n')).not.toContain('\u202e');

    const one = previewOnPage(JSON.stringify(spoof));
    if (one.status !== 'ready') throw new Error('previewed');
    expect(planPreview(one.preview).summary).toContain('get⟨U+202E⟩etadpu');
  });
});
