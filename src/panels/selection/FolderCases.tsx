import { useState } from 'react';
import { SELECTION_CASES_FILE } from '../../core';
import { useFileBindings, useWorkspace } from '../../store';
import type { WorkspaceTool } from '../../store';
import {
  casesKey,
  casesOfFolder,
  saveFolderCases,
  useFolderCases,
} from '../../components/folder-cases';

const selectTools = (s: { tools: WorkspaceTool[] }) => s.tools;

/**
 * The cases file of an opened folder: where the folder's cases are saved, whether they are, and
 * "Save cases". Says plainly when the file will not be written.
 */
export function FolderCases() {
  const state = useFolderCases((s) => s);
  const tools = useWorkspace(selectTools);
  const bindings = useFileBindings((s) => s.bindings);
  const [saving, setSaving] = useState(false);
  if (state.status === 'closed') return null;
  if (state.status === 'malformed')
    return (
      <p className="selection-folder is-malformed" role="note">
        <strong>
          {SELECTION_CASES_FILE} in {state.folder} was not read:
        </strong>{' '}
        {state.reason} The studio will not write over it: fix or remove it, then open the folder
        again.
      </p>
    );
  const cases = casesOfFolder(tools, bindings, state.saved);
  const unsaved = casesKey(cases) !== casesKey(state.saved);
  const where = `${SELECTION_CASES_FILE} in ${state.folder}`;
  if (state.readOnly)
    return (
      <p className="selection-folder">
        {where}: read-only (a dropped folder); Download cases to keep a copy.
      </p>
    );
  const count = `${cases.length} case${cases.length === 1 ? '' : 's'} of the folder's tools`;
  return (
    <p className="selection-folder">
      <button
        type="button"
        disabled={saving || !unsaved}
        onClick={() => {
          setSaving(true);
          void saveFolderCases().finally(() => setSaving(false));
        }}
      >
        Save cases
      </button>{' '}
      <span role="status">
        {where}: {count},{' '}
        {unsaved ? 'unsaved changes' : state.present ? 'saved' : 'not written yet'}.
      </span>
    </p>
  );
}
