import { useState } from 'react';
import { defaultElicitationContent, readElicitationSchema, serverMessage } from '../../../core';
import type { PendingElicitation } from '../../../store';
import { answerElicitation } from '../../../store';
import { ElicitationForm as RequestedSchemaForm } from '../../../components/elicitation/ElicitationForm';

/**
 * A server's elicitation request during a call, drawn by the same renderer as an Elicitation
 * request document (only what a client may draw), with Accept, Decline and Cancel.
 */
export function ElicitationForm({ pending }: { pending: PendingElicitation }) {
  const { requestedSchema, message } = pending.request;
  const [content, setContent] = useState<Record<string, unknown>>(() =>
    defaultElicitationContent(readElicitationSchema(requestedSchema).fields),
  );
  return (
    <section className="elicitation" aria-label="Server request">
      <h4>The server asks</h4>
      <RequestedSchemaForm
        schema={requestedSchema}
        content={content}
        onContent={setContent}
        message={serverMessage(message)}
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
