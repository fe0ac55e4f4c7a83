// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { EDITOR_FILES_META, prefetchEditor } from './editor-prefetch';

describe('prefetchEditor', () => {
  it('turns the build’s list into prefetch links, once', () => {
    document.head.innerHTML = `<meta name="${EDITOR_FILES_META}" content="/assets/ToolEditor-a.js /assets/monaco-setup-b.js /assets/monaco-setup-c.css">`;
    prefetchEditor();
    prefetchEditor();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(
      links.map((l) => [new URL(l.href).pathname, l.as, l.getAttribute('crossorigin')]),
    ).toEqual([
      ['/assets/ToolEditor-a.js', 'script', ''],
      ['/assets/monaco-setup-b.js', 'script', ''],
      ['/assets/monaco-setup-c.css', 'style', ''],
    ]);
  });

  it('does nothing where the page lists no files (the dev server)', () => {
    document.head.innerHTML = '';
    prefetchEditor();
    expect(document.head.querySelectorAll('link').length).toBe(0);
  });
});
