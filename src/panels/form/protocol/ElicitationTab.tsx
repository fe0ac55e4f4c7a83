/**
 * The Form tab of an Elicitation request document: the requestedSchema drawn as a client draws it
 * (src/components/elicitation), and the accept response's `content` as the sample, checked
 * against the requestedSchema in the worker.
 */
import { useMemo } from 'react';
import {
  defaultElicitationContent,
  elicitationSchemaPointer,
  getAtPointer,
  isPlainObject,
  readElicitationSchema,
} from '../../../core';
import type { ActiveToolView } from '../../../components/active-tool';
import { ElicitationForm } from '../../../components/elicitation/ElicitationForm';
import { selectSample, useWorkspace, workspaceStore } from '../../../store';
import { readJson } from '../JsonTextBox';
import { useSampleCheck } from '../use-sample-check';

export function ElicitationTab({ view }: { view: ActiveToolView }) {
  const { toolId, doc } = view;
  const active = useWorkspace((state) => selectSample(state, toolId));
  const pointer = elicitationSchemaPointer(doc.value) ?? '';
  const schema = getAtPointer(doc.value, pointer);
  const params =
    isPlainObject(doc.value) && isPlainObject(doc.value.params) ? doc.value.params : undefined;
  const message = typeof params?.message === 'string' ? params.message : undefined;
  const defaults = useMemo(
    () => defaultElicitationContent(readElicitationSchema(schema).fields),
    [schema],
  );
  const reading = useMemo(() => (active ? readJson(active.input) : undefined), [active]);
  const content = reading?.ok && isPlainObject(reading.value) ? reading.value : defaults;
  const check = useSampleCheck(
    schema,
    content,
    schema !== undefined,
    toolId ? { key: toolId, text: doc.text, pointer } : undefined,
  );
  if (!toolId) return null;
  const setContent = (next: Record<string, unknown>) => {
    const text = JSON.stringify(next, null, 2);
    const store = workspaceStore.getState();
    if (active) store.setSampleInput(toolId, active.id, text);
    else store.saveSample(toolId, { name: 'Accept content', input: text });
  };
  const issues = check.status === 'done' ? check.result.issues : [];
  return (
    <div className="form-tab elicitation-tab">
      <p className="panel-message">
        Elicitation request: the form below shows only what an MCP client may draw for this
        requestedSchema. Its answer is the <code>content</code> of an accept response.
      </p>
      <ElicitationForm
        schema={schema}
        content={content}
        onContent={setContent}
        {...(message ? { message } : {})}
      />
      <section aria-label="Accept content">
        <h3>Accept content</h3>
        <pre className="elicitation-content" aria-label="Accept content JSON">
          {JSON.stringify({ action: 'accept', content }, null, 2)}
        </pre>
        <p className="check-status" role="status" aria-label="Accept content check">
          {check.status === 'done'
            ? check.result.schemaError
              ? `The requestedSchema does not compile: ${check.result.schemaError}`
              : check.result.valid
                ? 'The content passes the requestedSchema.'
                : `The content does not pass the requestedSchema: ${issues.map((i) => `${i.pointer || '/'} ${i.message}`).join(' ')}`
            : check.status === 'problem'
              ? check.message
              : ''}
        </p>
      </section>
    </div>
  );
}
