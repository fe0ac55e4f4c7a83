import type { OpenAiSignature } from '../../core';

function describeValue(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/**
 * The OpenAI block as the model receives it, line by line; a line whose schema has keywords the
 * rendering drops carries a mark naming them (the mark is not part of what the model sees).
 */
export function SignatureView({ signature }: { signature: OpenAiSignature }) {
  return (
    <pre className="cost-signature" aria-label="OpenAI function signature" tabIndex={0}>
      <code>
        <span className="cost-signature-line">{'namespace functions {\n\n'}</span>
        {signature.lines.map((line, i) => (
          <span key={i} className="cost-signature-line">
            {line.text}
            {line.dropped.length > 0 && (
              <span className="cost-dropped">
                {'  ⚠ not shown to the model: '}
                {line.dropped.map((d) => `${d.keyword} ${describeValue(d.value)}`).join(', ')}
              </span>
            )}
            {'\n'}
          </span>
        ))}
        <span className="cost-signature-line">{'\n} // namespace functions'}</span>
      </code>
    </pre>
  );
}
