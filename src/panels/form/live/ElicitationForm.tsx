import { useMemo, useState } from 'react';
import {
  defaultElicitationContent,
  elicitationTooLarge,
  readElicitationSchema,
  serverMessage,
  serverName,
} from '../../../core';
import type { PendingElicitation } from '../../../store';
import { answerElicitation } from '../../../store';
import { ElicitationForm as RequestedSchemaForm } from '../../../components/elicitation/ElicitationForm';

/** Which call asks: the SDK does not tie a request to its call, so the calls running are named. */
function askedDuring(during: readonly string[]): string {
  if (during.length === 0) return '';
  const names = during.map((name) => `“${serverName(name)}”`);
  return during.length === 1
    ? ` during the call of ${names[0]!}`
    : ` during one of the calls of ${names.join(', ')}`;
}

/** A request too large to draw: its message, why no form, and the answers that stay correct. */
function TooLarge({ pending, reason }: { pending: PendingElicitation; reason: string }) {
  return (
    <>
      <p className="elicitation-message">{serverMessage(pending.request.message)}</p>
      <p className="field-error">{reason}</p>
      <div className="elicitation-actions">
        <button type="button" onClick={() => answerElicitation(pending.id, { action: 'decline' })}>
          Decline
        </button>
        <button type="button" onClick={() => answerElicitation(pending.id, { action: 'cancel' })}>
          Cancel
        </button>
      </div>
    </>
  );
}

/**
 * A server's elicitation request during a call, drawn by the same renderer as an Elicitation
 * request document (only what a client may draw), with Accept, Decline and Cancel; each request
 * of the queue (`position` of `count`) is answered on its own. A request past the drawing limits
 * (`elicitationTooLarge`) gets no form, only its reason, Decline and Cancel.
 */
export function ElicitationForm({
  pending,
  position,
  count,
}: {
  pending: PendingElicitation;
  position: number;
  count: number;
}) {
  const { requestedSchema, message } = pending.request;
  const tooLarge = useMemo(() => elicitationTooLarge(requestedSchema), [requestedSchema]);
  const [content, setContent] = useState<Record<string, unknown>>(() =>
    tooLarge ? {} : defaultElicitationContent(readElicitationSchema(requestedSchema).fields),
  );
  // Each queued request is a landmark of its own, so each has a name of its own.
  const of = count > 1 ? ` ${position} of ${count}` : '';
  return (
    <section className="elicitation" aria-label={`Server request${of}`}>
      <p className="elicitation-title">
        <strong>
          The server asks{askedDuring(pending.during)}
          {count > 1 ? ` (request ${position} of ${count})` : ''}
        </strong>
      </p>
      {tooLarge ? (
        <TooLarge pending={pending} reason={tooLarge} />
      ) : (
        <RequestedSchemaForm
          schema={requestedSchema}
          content={content}
          onContent={setContent}
          message={serverMessage(message)}
          name={`Elicitation form${of}`}
          onRespond={(action, answered) =>
            answerElicitation(
              pending.id,
              action === 'accept' ? { action, content: answered ?? content } : { action },
            )
          }
        />
      )}
    </section>
  );
}
