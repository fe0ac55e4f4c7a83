import { useId, useMemo, useState } from 'react';
import { isPlainObject, toCanonicalTool, unreadableReason } from '../../core';
import type { TextEdit } from '../../core';
import {
  selectActiveToolId,
  selectActiveToolText,
  useWorkspace,
  workspaceStore,
} from '../../store';
import { readDocument } from '../../store/readings';
import { GeneratedCode } from '../../components/GeneratedCode';
import { ParametersEditor } from './ParametersEditor';
import './parameters.css';

type SchemaChoice = 'input' | 'output';

/**
 * The Parameters tab: the active tool's inputSchema (or outputSchema) as an editable table.
 * It reads the tool's text on every change and writes back only through text edits, so the
 * JSON stays the truth and Ctrl+Z in the editor undoes each change.
 */
export function ParametersTab() {
  const toolId = useWorkspace(selectActiveToolId);
  const text = useWorkspace(selectActiveToolText);
  const [schemaChoice, setSchemaChoice] = useState<SchemaChoice>('input');
  const [toolIndex, setToolIndex] = useState(0);
  const ids = useId();
  const parsed = useMemo(() => readDocument(text), [text]);

  if (!toolId) return <p className="panel-placeholder">No tool is open.</p>;
  const tools = parsed.tools;
  if (tools.length === 0) {
    return (
      <p className="panel-placeholder" role="status">
        {parsed.value === undefined
          ? `${unreadableReason(parsed)}; fix it in the editor to edit the parameters here.`
          : 'This document holds no tool; the parameter editor works on a tool object with a "name".'}
      </p>
    );
  }
  const index = Math.min(toolIndex, tools.length - 1);
  const entry = tools[index]!;
  const canOutput = entry.format === 'mcp';
  const choice: SchemaChoice = canOutput ? schemaChoice : 'input';
  const key =
    choice === 'output'
      ? 'outputSchema'
      : entry.format === 'spark'
        ? 'input_schema'
        : 'inputSchema';
  const canonical = toCanonicalTool(entry);
  const inputSchema = isPlainObject(canonical.inputSchema) ? canonical.inputSchema : undefined;

  const onEdits = (edits: TextEdit[]) => workspaceStore.getState().applyToolEdits(toolId, edits);
  const onReveal = (offset: number, length: number) =>
    workspaceStore.getState().revealRange(offset, length);

  return (
    <div className="parameters-tab">
      <div className="params-header">
        {tools.length > 1 && (
          <label>
            Tool{' '}
            <select
              aria-label="Tool in document"
              value={index}
              onChange={(e) => setToolIndex(Number(e.target.value))}
            >
              {tools.map((t, i) => (
                <option key={t.pointer} value={i}>
                  {typeof t.value.name === 'string' ? t.value.name : `tool ${i + 1}`}
                </option>
              ))}
            </select>
          </label>
        )}
        <div role="radiogroup" aria-label="Schema" className="params-schema-choice">
          <label>
            <input
              type="radio"
              name={`${ids}-schema`}
              checked={choice === 'input'}
              onChange={() => setSchemaChoice('input')}
            />
            {entry.format === 'spark' ? 'input_schema' : 'inputSchema'}
          </label>
          <label title={canOutput ? undefined : 'Spark ToolSpecs have no output schema.'}>
            <input
              type="radio"
              name={`${ids}-schema`}
              checked={choice === 'output'}
              disabled={!canOutput}
              onChange={() => setSchemaChoice('output')}
            />
            outputSchema
          </label>
        </div>
      </div>
      <ParametersEditor
        text={text}
        schemaPointer={`${entry.pointer}/${key}`}
        schemaName={key}
        onEdits={onEdits}
        onReveal={onReveal}
      />
      <details className="params-codegen">
        <summary>Code from this inputSchema</summary>
        <GeneratedCode
          name={typeof canonical.name === 'string' ? canonical.name : 'tool'}
          description={
            typeof canonical.description === 'string' ? canonical.description : undefined
          }
          schema={inputSchema}
        />
      </details>
    </div>
  );
}
