/**
 * The opened folder's selection-cases.json: read into the Selection tab's cases when the folder
 * is opened, written by "Save cases". Never written over a file that changed on disk since it was
 * read, nor over one the studio could not read: the cases stay in the studio and the user is told.
 */
import { createStore, useStore } from 'zustand';
import {
  assignCases,
  inFileOrder,
  errorMessage,
  readCasesFile,
  SELECTION_CASES_FILE,
  writeCasesFile,
} from '../core';
import type { SelectionCase } from '../core';
import { fileBindings, workspaceStore } from '../store';
import { readDocument } from '../store/readings';

/** The parts of the File System Access API used here. */
interface CasesFileHandle {
  getFile(): Promise<File>;
  createWritable(): Promise<{ write(data: string): Promise<void>; close(): Promise<void> }>;
}
interface CasesFolder {
  getFileHandle(name: string, options?: { create?: boolean }): Promise<CasesFileHandle>;
}

export type FolderCasesState =
  | { status: 'closed' }
  /** Read (or absent, `saved` then "[]"); `saved` is the cases as last read or written. */
  | {
      status: 'bound';
      folder: string;
      readOnly: boolean;
      present: boolean;
      /** The cases as last read or written, in the file's order. */
      saved: SelectionCase[];
    }
  | { status: 'malformed'; folder: string; reason: string };

const folderCases = createStore<FolderCasesState>()(() => ({ status: 'closed' }));

export function useFolderCases<T>(selector: (state: FolderCasesState) => T): T {
  return useStore(folderCases, selector);
}

let directory: CasesFolder | undefined;
let handle: CasesFileHandle | undefined;
/** The file's text as last read or written; undefined when the folder had none. */
let lastText: string | undefined;

export const casesKey = (cases: readonly SelectionCase[]) =>
  JSON.stringify(cases.map(({ prompt, tool }) => [prompt, tool]));

/**
 * The cases kept with the folder's tools, in the file's order (new ones last): what Save cases
 * writes.
 */
export function casesOfFolder(
  tools: readonly { id: string; selectionCases?: SelectionCase[] }[],
  bound: Record<string, unknown>,
  saved: readonly SelectionCase[],
): SelectionCase[] {
  return inFileOrder(
    saved,
    tools.flatMap((t) => (t.id in bound ? (t.selectionCases ?? []) : [])),
  );
}

function notify(message: string, kind: 'info' | 'error' = 'info') {
  workspaceStore.getState().notify(message, kind);
}

/**
 * Takes the folder's cases file (if it has one) into the tools just opened from it; returns the
 * sentence the opening notice adds.
 */
export function openFolderCases(
  file: { text: string; handle: CasesFileHandle | undefined } | undefined,
  folder: { name: string; directory: CasesFolder | undefined; readOnly: boolean },
  documentIds: readonly string[],
): string {
  directory = folder.directory;
  handle = file?.handle;
  lastText = file?.text;
  if (!file) {
    folderCases.setState(
      {
        status: 'bound',
        folder: folder.name,
        readOnly: folder.readOnly,
        present: false,
        saved: [],
      },
      true,
    );
    return '';
  }
  const reading = readCasesFile(file.text);
  if (!reading.ok) {
    folderCases.setState(
      { status: 'malformed', folder: folder.name, reason: reading.reason },
      true,
    );
    return ` ${SELECTION_CASES_FILE} was not read (${reading.reason.replace(/\.$/, '')}); it will not be written over.`;
  }
  const { tools } = workspaceStore.getState();
  const documents = documentIds.map((id) => {
    const text = tools.find((t) => t.id === id)?.text ?? '';
    const names = readDocument(text).tools.flatMap((e) =>
      typeof e.value.name === 'string' ? [e.value.name] : [],
    );
    return { id, names };
  });
  const assigned = assignCases(reading.cases, documents);
  for (const [id, cases] of assigned) workspaceStore.getState().setSelectionCases(id, cases);
  folderCases.setState(
    {
      status: 'bound',
      folder: folder.name,
      readOnly: folder.readOnly,
      present: true,
      saved: reading.cases,
    },
    true,
  );
  if (reading.cases.length > 0 && documents.length === 0)
    return ` ${SELECTION_CASES_FILE} has cases but the folder has no tool to keep them with.`;
  return ` ${reading.cases.length} selection case${reading.cases.length === 1 ? '' : 's'} from ${SELECTION_CASES_FILE}.`;
}

const KEPT_NOTE = ' Your cases are kept in the studio.';

async function existing(dir: CasesFolder): Promise<CasesFileHandle | undefined> {
  try {
    return await dir.getFileHandle(SELECTION_CASES_FILE);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotFoundError') return undefined;
    throw error;
  }
}

/** Writes the folder's cases to its selection-cases.json, unless that would lose something. */
export async function saveFolderCases(): Promise<void> {
  const state = folderCases.getState();
  if (state.status === 'closed') {
    notify('Open a folder first (Open folder): its cases are saved beside its tools.', 'error');
    return;
  }
  if (state.status === 'malformed') {
    notify(
      `${SELECTION_CASES_FILE} was not written: the studio could not read it (${state.reason}). Fix or remove it, then open the folder again.${KEPT_NOTE}`,
      'error',
    );
    return;
  }
  if (state.readOnly || !directory) {
    notify(
      `${SELECTION_CASES_FILE} was not written: this folder is read-only.${KEPT_NOTE}`,
      'error',
    );
    return;
  }
  const cases = casesOfFolder(
    workspaceStore.getState().tools,
    fileBindings.getState().bindings,
    state.saved,
  );
  try {
    const onDisk = handle ?? (await existing(directory));
    const diskText = onDisk ? await (await onDisk.getFile()).text() : undefined;
    if (diskText !== lastText) {
      notify(
        `${SELECTION_CASES_FILE} was not written: it ${lastText === undefined ? 'was created' : diskText === undefined ? 'was removed' : 'changed'} on disk since the folder was opened. Open the folder again to read it.${KEPT_NOTE}`,
        'error',
      );
      return;
    }
    const text = writeCasesFile(lastText, cases);
    const target =
      onDisk ?? (await directory.getFileHandle(SELECTION_CASES_FILE, { create: true }));
    const writable = await target.createWritable();
    await writable.write(text);
    await writable.close();
    handle = target;
    lastText = text;
  } catch (error) {
    notify(
      `${SELECTION_CASES_FILE} could not be written (${errorMessage(error)}).${KEPT_NOTE}`,
      'error',
    );
    return;
  }
  folderCases.setState({ ...state, present: true, saved: cases });
  notify(`Saved ${SELECTION_CASES_FILE}: ${cases.length} case${cases.length === 1 ? '' : 's'}.`);
}
