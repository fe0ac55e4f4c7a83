import { describe, expect, it } from 'vitest';
import { rjsfMarkdown } from '../../../vite.config';

// In a test of its own: vite.config.ts reads its own file URL, which jsdom's environment changes.
describe('rjsfMarkdown', () => {
  it('is what the build resolves for RJSF, and only for RJSF', () => {
    const resolveId = rjsfMarkdown().resolveId as (source: string, importer?: string) => unknown;
    const rjsf = '/x/node_modules/@rjsf/core/lib/components/RichDescription.js';
    expect(resolveId('markdown-to-jsx/react', rjsf)).toMatch(
      /src[\\/]panels[\\/]form[\\/]rjsf-markdown\.tsx$/,
    );
    expect(resolveId('markdown-to-jsx/react', '/x/src/panels/form/Other.tsx')).toBeNull();
    expect(resolveId('markdown-to-jsx', rjsf)).toBeNull();
  });
});
