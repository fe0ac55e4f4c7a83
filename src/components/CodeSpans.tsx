/**
 * A sentence whose `backquoted` parts are code (a header, an option, a command): drawn as text
 * with those parts in <code>, never as HTML, so a server's words inside stay inert.
 */
export function CodeSpans({ text }: { text: string }) {
  const parts = text.split('`');
  // An odd backquote leaves the rest as plain text rather than a code span that never closes.
  const closed = parts.length % 2 === 1;
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 && (closed || i < parts.length - 1) ? (
          <code key={i}>{part}</code>
        ) : (
          <span key={i}>{i % 2 === 1 ? `\`${part}` : part}</span>
        ),
      )}
    </>
  );
}
