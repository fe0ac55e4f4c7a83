// @vitest-environment jsdom
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import * as stub from './rjsf-markdown';

afterEach(cleanup);

const real = createRequire(import.meta.url)('markdown-to-jsx/react') as Record<string, unknown>;
const RealMarkdown = real.Markdown as typeof stub.Markdown;

describe('the markdown-to-jsx stub RJSF gets', () => {
  it('exports every name markdown-to-jsx/react exports, and no other', () => {
    expect(Object.keys(stub).sort()).toEqual(Object.keys(real).sort());
  });

  it('draws the markup of RJSF’s own messages as the library does', () => {
    const messages = [
      'Unsupported field schema for field `root_a_b`: _no type_.',
      '**report.pdf** (application/pdf, 12 bytes)',
      'Invalid "root" object field configuration: _x is not a function_.',
    ];
    for (const message of messages) {
      const ours = render(
        <stub.Markdown options={{ disableParsingRawHTML: true }}>{message}</stub.Markdown>,
      );
      const theirs = render(
        <RealMarkdown options={{ disableParsingRawHTML: true }}>{message}</RealMarkdown>,
      );
      expect(ours.container.innerHTML).toBe(
        // The library wraps inline text in a <span>; the markup inside is what RJSF shows.
        theirs.container.firstElementChild!.innerHTML,
      );
    }
  });

  it('never reads a schema’s text as HTML', () => {
    const { container } = render(<stub.Markdown>{'<img src=x onerror=alert(1)>'}</stub.Markdown>);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
