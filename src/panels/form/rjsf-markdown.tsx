import { createContext, Fragment } from 'react';
import type { FC, ReactNode } from 'react';

/**
 * What the build gives RJSF in place of markdown-to-jsx (about 84 KB of the Form tab before
 * compression; `rjsfMarkdown` in vite.config.ts). RJSF renders markdown for descriptions only with
 * `enableMarkdownInDescription` or `enableMarkdownInHelp`, which the studio never sets; otherwise
 * only its own messages (an unsupported field, a file's name and size), whose markup is inline
 * code, emphasis and bold: that is all this renders, and a schema's text is never read as markup.
 * rjsf-markdown.test.ts checks it exports every name markdown-to-jsx/react does.
 */

const INLINE = /`([^`]+)`|\*\*([^*]+)\*\*|_([^_]+)_/g;

function inline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const [, code, strong, emphasis] = match;
    const key = nodes.length;
    if (code !== undefined) nodes.push(<code key={key}>{code}</code>);
    else if (strong !== undefined) nodes.push(<strong key={key}>{strong}</strong>);
    else nodes.push(<em key={key}>{emphasis}</em>);
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export const Markdown: FC<{ children?: ReactNode; options?: unknown }> = ({ children }) => (
  <Fragment>{typeof children === 'string' ? inline(children) : children}</Fragment>
);
export default Markdown;

const absent = (name: string) => () => {
  throw new Error(`markdown-to-jsx's ${name} is not part of this build.`);
};
export const MarkdownContext = createContext<undefined>(undefined);
export const MarkdownProvider: FC<{ children?: ReactNode }> = ({ children }) => children;
export const RuleType: Readonly<Record<string, never>> = Object.freeze({});
export const astToJSX = absent('astToJSX');
export const compiler = absent('compiler');
export const parser = absent('parser');
export const sanitizer = absent('sanitizer');
export const slugify = absent('slugify');
