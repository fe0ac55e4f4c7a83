import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CodeSpans } from './CodeSpans';

const html = (text: string) => renderToStaticMarkup(<CodeSpans text={text} />);

describe('CodeSpans', () => {
  it('draws backquoted parts as code and the rest as text', () => {
    expect(html('Add `Mcp-Session-Id` to `Access-Control-Expose-Headers`.')).toBe(
      '<span>Add </span><code>Mcp-Session-Id</code><span> to </span><code>Access-Control-Expose-Headers</code><span>.</span>',
    );
  });

  it('leaves an unclosed backquote as text, and markup as text', () => {
    expect(html('a `b')).toBe('<span>a </span><span>`b</span>');
    expect(html('`<img src=x onerror=alert(1)>`')).toBe(
      '<span></span><code>&lt;img src=x onerror=alert(1)&gt;</code><span></span>',
    );
  });
});
