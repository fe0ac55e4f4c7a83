import type { BlockView } from '../../../core';

/**
 * One content block, drawn safely: text as text (React escapes it; no HTML is ever parsed),
 * images and audio only from base64 data of an allowed type (the page's CSP allows `data:` for
 * images and media and nothing else), URIs as plain text that is never followed.
 */
function Block({ block }: { block: BlockView }) {
  switch (block.kind) {
    case 'text':
      return (
        <div className="result-block">
          <pre className="result-text">{block.text}</pre>
          {block.cutChars > 0 && (
            <p className="hint">{block.cutChars} more characters not shown.</p>
          )}
        </div>
      );
    case 'image':
      return (
        <div className="result-block">
          <img src={block.dataUrl} alt={`Image from the server (${block.mimeType})`} />
        </div>
      );
    case 'audio':
      return (
        <div className="result-block">
          <audio
            controls
            src={block.dataUrl}
            aria-label={`Audio from the server (${block.mimeType})`}
          />
        </div>
      );
    case 'media-refused':
      return (
        <p className="result-block hint">
          An {block.what} block is not drawn: {block.reason}.
        </p>
      );
    case 'resource-link':
      return (
        <div className="result-block">
          <p>
            Resource link{block.name ? ` “${block.name}”` : ''}: <code>{block.uri}</code>
            {block.mimeType ? ` (${block.mimeType})` : ''}
          </p>
          {block.description && <p className="hint">{block.description}</p>}
        </div>
      );
    case 'resource':
      return (
        <div className="result-block">
          <p>
            Embedded resource <code>{block.uri}</code>
            {block.mimeType ? ` (${block.mimeType})` : ''}
            {block.blobChars !== undefined ? `: ${block.blobChars} characters of base64 data` : ''}
          </p>
          {block.text !== undefined && <pre className="result-text">{block.text}</pre>}
          {block.cutChars > 0 && (
            <p className="hint">{block.cutChars} more characters not shown.</p>
          )}
        </div>
      );
    case 'unknown':
      return (
        <div className="result-block">
          <p className="hint">A block of type “{block.type}” the studio does not draw:</p>
          <pre className="result-text">{block.json}</pre>
        </div>
      );
  }
}

export function ContentBlocks({ blocks, hidden }: { blocks: BlockView[]; hidden: number }) {
  return (
    <div className="result-blocks" aria-label="Content">
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
      {hidden > 0 && <p className="hint">{hidden} more blocks not shown.</p>}
    </div>
  );
}
