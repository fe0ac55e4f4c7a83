import { useEffect, useRef, useState } from 'react';
import { defaultElicitationContent, readElicitationSchema } from '../../../core';
import type { PendingElicitation } from '../../../store';
import { answerElicitation } from '../../../store';
import { ElicitationForm as RequestedSchemaForm } from '../../../components/elicitation/ElicitationForm';

/**
 * A server's elicitation request during a call, drawn by the same renderer as an Elicitation
 * request document (only what a client may draw), with Accept, Decline and Cancel; focus moves
 * to its first field when it appears.
 */
export function ElicitationForm({ pending }: { pending: PendingElicitation }) {
  const { requestedSchema, message } = pending.request;
  const section = useRef<HTMLElement>(null);
  // The server is waiting on the user: take them to its question, wherever they were.
  useEffect(() => {
    const first = section.current?.querySelector<HTMLElement>('input, select, textarea, button');
    first?.focus({ preventScroll: true });
    section.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const [content, setContent] = useState<Record<string, unknown>>(() =>
    defaultElicitationContent(readElicitationSchema(requestedSchema).fields),
  );
  return (
    <section ref={section} className="elicitation" aria-label="Server request">
      <h4>The server asks</h4>
      <RequestedSchemaForm
        schema={requestedSchema}
        content={content}
        onContent={setContent}
        message={message}
        onRespond={(action, answered) =>
          answerElicitation(
            pending.id,
            action === 'accept' ? { action, content: answered ?? content } : { action },
          )
        }
      />
    </section>
  );
}
