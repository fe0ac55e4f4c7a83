import { DEFAULT_MCP_REVISION, MCP_REVISIONS } from '../../core';
import type { ExportOptions, McpRevision } from '../../core';
import type { ExtraExportOptions } from './export-model';

interface TargetOptionsProps {
  /** The options the picked target reads; only those are offered. */
  accepted: ReadonlySet<keyof ExportOptions>;
  /** The target's help text per option. */
  help?: ReadonlyMap<keyof ExportOptions, string>;
  extra: ExtraExportOptions;
  onChange: (update: (previous: ExtraExportOptions) => ExtraExportOptions) => void;
}

/** The switches a target has beyond its picker entry: MCP revision and extensions, Gemini's JSON Schema mode. */
export function TargetOptions({ accepted, help, extra, onChange }: TargetOptionsProps) {
  return (
    <>
      {accepted.has('mcpRevision') && (
        <label className="export-option" title={help?.get('mcpRevision')}>
          MCP revision{' '}
          <select
            value={extra.mcpRevision ?? DEFAULT_MCP_REVISION}
            onChange={(e) => {
              const mcpRevision = e.target.value as McpRevision;
              onChange((x) => ({ ...x, mcpRevision }));
            }}
          >
            {MCP_REVISIONS.map((r) => (
              <option key={r} value={r}>
                {r}
                {r === DEFAULT_MCP_REVISION ? ' (newest)' : ''}
              </option>
            ))}
          </select>
        </label>
      )}
      {accepted.has('keepExtensions') && (
        <label className="export-option" title={help?.get('keepExtensions')}>
          <input
            type="checkbox"
            checked={extra.keepExtensions === true}
            onChange={(e) => {
              const keepExtensions = e.target.checked;
              onChange((x) => ({ ...x, keepExtensions }));
            }}
          />
          Keep namespace, version, tags
        </label>
      )}
      {accepted.has('geminiJsonSchema') && (
        <label className="export-option" title={help?.get('geminiJsonSchema')}>
          <input
            type="checkbox"
            checked={extra.geminiJsonSchema === true}
            onChange={(e) => {
              const geminiJsonSchema = e.target.checked;
              onChange((x) => ({ ...x, geminiJsonSchema }));
            }}
          />
          Full JSON Schema (parametersJsonSchema)
        </label>
      )}
    </>
  );
}
