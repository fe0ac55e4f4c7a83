/**
 * Reading an opened folder and writing tools back to its files, over the File System Access API
 * (a folder the user picks) or, where the browser lacks it, a dropped or chosen folder, read-only.
 * The pure parts (what a file gives, the one edit a save makes) are in src/core/files.
 */
import {
  errorMessage,
  fileToolsAt,
  replaceToolSpan,
  fileToolAt,
  isToolFileName,
  MAX_FILE_BYTES,
  MAX_FOLDER_DEPTH,
  MAX_FOLDER_FILES,
  readFolderFile,
  saveToolInFile,
  SELECTION_CASES_FILE,
  serializeExport,
} from '../../core';
import { openFolderCases } from '../../components/folder-cases';
import { bindTools, fileBindings, toolLabel, workspaceStore } from '../../store';
import type { FileBinding } from '../../store';

/** Folders never read: dependencies and version control. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'build']);

/** The parts of the File System Access API used here (not all in TypeScript's DOM library). */
interface DirectoryHandle {
  kind: 'directory';
  name: string;
  values(): AsyncIterable<DirectoryHandle | FileHandle>;
  getFileHandle(name: string, options?: { create?: boolean }): Promise<FileHandle>;
  requestPermission?(descriptor: { mode: 'read' | 'readwrite' }): Promise<PermissionState>;
}
interface FileHandle {
  kind: 'file';
  name: string;
  getFile(): Promise<File>;
  createWritable(): Promise<{ write(data: string): Promise<void>; close(): Promise<void> }>;
}
type PickerWindow = Window & {
  showDirectoryPicker?: (options?: { mode?: 'read' | 'readwrite' }) => Promise<DirectoryHandle>;
};

/** One file of the opened folder: its handle (none when dropped) and its text as last seen. */
interface OpenFile {
  handle: FileHandle | undefined;
  text: string;
  /** Where each bound tool is in `text`, by pointer; kept in step with every save. */
  spans: Map<string, { offset: number; length: number }>;
}

let folder: DirectoryHandle | undefined;
const files = new Map<string, OpenFile>();

export function canPickFolder(): boolean {
  return typeof (window as PickerWindow).showDirectoryPicker === 'function';
}

function notify(message: string, kind: 'info' | 'error' = 'info') {
  workspaceStore.getState().notify(message, kind);
}

async function* walk(
  dir: DirectoryHandle,
  prefix: string,
  depth: number,
): AsyncGenerator<{ path: string; handle: FileHandle }> {
  const entries: (DirectoryHandle | FileHandle)[] = [];
  for await (const entry of dir.values()) entries.push(entry);
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const path = `${prefix}${entry.name}`;
    if (entry.kind === 'file') {
      if (isToolFileName(entry.name)) yield { path, handle: entry };
    } else if (depth < MAX_FOLDER_DEPTH && !SKIPPED_FOLDERS.has(entry.name)) {
      yield* walk(entry, `${path}/`, depth + 1);
    }
  }
}

/** Names shown in a notice's list before "and N more". */
const NOTICE_NAMES_SHOWN = 5;

function listOf(items: readonly string[]): string {
  const shown = items.slice(0, NOTICE_NAMES_SHOWN).join(', ');
  return items.length > NOTICE_NAMES_SHOWN
    ? `${shown} and ${items.length - NOTICE_NAMES_SHOWN} more`
    : shown;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Adds the files' tools to the workspace and binds them; returns a sentence saying what happened. */
function addFiles(
  read: { path: string; text: string; handle: FileHandle | undefined }[],
  name: string,
  readOnly: boolean,
  skipped: string[],
): string {
  const texts: string[] = [];
  const pending: Omit<FileBinding, 'savedText'>[] = [];
  const converted: string[] = [];
  const notTools: string[] = [];
  files.clear();
  // The Selection tab's cases, beside the tools: read by their own rules, never as a tool file.
  const casesFile = read.find((file) => file.path === SELECTION_CASES_FILE);
  for (const file of read) {
    if (file === casesFile) continue;
    const reading = readFolderFile(file.text);
    if ('notTool' in reading) {
      // A file that is not JSON says so; one that is JSON but no tool is only named.
      notTools.push(
        reading.reason.startsWith('not a tool') ? file.path : `${file.path} (${reading.reason})`,
      );
      continue;
    }
    files.set(file.path, { handle: file.handle, text: file.text, spans: new Map() });
    if ('converted' in reading) {
      converted.push(`${file.path} (${reading.converted.label})`);
      reading.texts.forEach((text, index) => {
        texts.push(text);
        pending.push({
          path: file.path,
          pointer: '',
          indent: '',
          converted: { label: reading.converted.label, index },
        });
      });
      continue;
    }
    files.get(file.path)!.spans = new Map(
      reading.tools.map((t) => [t.pointer, { offset: t.offset, length: t.length }]),
    );
    for (const tool of reading.tools) {
      texts.push(tool.text);
      pending.push({ path: file.path, pointer: tool.pointer, indent: tool.indent });
    }
  }
  const ids = texts.length > 0 ? workspaceStore.getState().addTools(texts) : [];
  const bindings: Record<string, FileBinding> = {};
  ids.forEach((id, i) => {
    bindings[id] = { ...pending[i]!, savedText: texts[i]! };
  });
  bindTools(workspaceStore, bindings, { name, readOnly });
  const cases = openFolderCases(casesFile, { name, directory: folder, readOnly }, ids);
  return [
    `Opened ${name}: ${plural(ids.length, 'tool')} from ${plural(files.size, 'file')}${readOnly ? ' (read-only: this browser cannot write to a dropped folder; use Open folder in Chrome or Edge to save)' : ''}.`,
    converted.length ? ` Read-only, converted to MCP: ${listOf(converted)}.` : '',
    notTools.length ? ` Not tools: ${listOf(notTools)}.` : '',
    skipped.length ? ` Left out: ${listOf(skipped)}.` : '',
    cases,
  ].join('');
}

/** Opens a folder the user picks (File System Access API) and binds its tools to their files. */
export async function openFolder(): Promise<void> {
  let dir: DirectoryHandle;
  try {
    dir = await (window as PickerWindow).showDirectoryPicker!({ mode: 'readwrite' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    notify(
      `The folder could not be opened (${errorMessage(error)}). If the browser asked for permission, allow it to read and write the folder and try again.`,
      'error',
    );
    return;
  }
  const read: { path: string; text: string; handle: FileHandle }[] = [];
  const skipped: string[] = [];
  try {
    for await (const { path, handle } of walk(dir, '', 0)) {
      if (read.length >= MAX_FOLDER_FILES) {
        skipped.push(`files past the first ${MAX_FOLDER_FILES}`);
        break;
      }
      const file = await handle.getFile();
      if (file.size > MAX_FILE_BYTES) {
        skipped.push(`${path} (over ${MAX_FILE_BYTES / 1024 / 1024} MB)`);
        continue;
      }
      read.push({ path, text: await file.text(), handle });
    }
  } catch (error) {
    notify(`Reading ${dir.name} failed (${errorMessage(error)}); nothing was opened.`, 'error');
    return;
  }
  folder = dir;
  // The private file system's root has no name.
  notify(addFiles(read, dir.name || 'the folder', false, skipped));
}

/** The fallback: files of a folder dropped or chosen with a file input, read-only. */
export async function openDroppedFiles(list: readonly File[]): Promise<void> {
  const read: { path: string; text: string; handle: undefined }[] = [];
  const skipped: string[] = [];
  for (const file of list) {
    const path = file.webkitRelativePath || file.name;
    if (!isToolFileName(file.name) || path.split('/').some((p) => SKIPPED_FOLDERS.has(p))) continue;
    if (read.length >= MAX_FOLDER_FILES) break;
    if (file.size > MAX_FILE_BYTES) {
      skipped.push(`${path} (too large)`);
      continue;
    }
    read.push({ path, text: await file.text(), handle: undefined });
  }
  folder = undefined;
  const name = read[0]?.path.split('/')[0] ?? 'the dropped files';
  notify(addFiles(read, name, true, skipped));
}

/**
 * Why a save stopped: a file changed on disk (the user chooses what to keep), or a file in a
 * provider's format (the user chooses to convert it or to save the tool as a new file).
 */
export type SaveOutcome =
  | { status: 'saved' | 'unchanged' | 'failed' }
  | { status: 'conflict'; path: string; diskText: string; diskToolText: string | undefined }
  | { status: 'converted'; path: string; label: string; toolCount: number };

async function write(handle: FileHandle, text: string): Promise<void> {
  const writable = await handle.createWritable();
  await writable.write(text);
  await writable.close();
}

function failed(path: string, error: unknown): SaveOutcome {
  const denied =
    error instanceof DOMException && ['NotAllowedError', 'SecurityError'].includes(error.name);
  notify(
    `${path} could not be written (${errorMessage(error)})${denied ? ': the browser no longer allows writing to this folder; open it again' : ''}. Your edit is kept in the studio; try Save again.`,
    'error',
  );
  return { status: 'failed' };
}

/**
 * Writes a tool as `<name>.json` at the folder's top: a new tool, or one read from a provider's
 * file (which stays as it is), bound to the new file from then on.
 */
export async function saveAsNewFile(toolId: string, text: string): Promise<SaveOutcome> {
  if (!folder) {
    notify('Open a folder first (Open folder): a new tool is saved as a new file in it.', 'error');
    return { status: 'failed' };
  }
  const name = /"name"\s*:\s*"([^"]*)"/.exec(text)?.[1]?.replace(/[^A-Za-z0-9_.-]/g, '_') || 'tool';
  let path = `${name}.json`;
  for (let n = 2; files.has(path); n++) path = `${name}-${n}.json`;
  try {
    const handle = await folder.getFileHandle(path, { create: true });
    await write(handle, text);
    files.set(path, { handle, text, spans: new Map([['', { offset: 0, length: text.length }]]) });
  } catch (error) {
    return failed(path, error);
  }
  bindTools(workspaceStore, { [toolId]: { path, pointer: '', indent: '', savedText: text } });
  notify(`Saved as ${path}.`);
  return { status: 'saved' };
}

/**
 * Saves a tool to its file. A file that changed on disk since it was read is not written: the
 * caller asks the user (reload, keep mine, compare). `force` writes the tool into the file as it
 * is now on disk (keep mine).
 */
export async function saveTool(toolId: string, force = false): Promise<SaveOutcome> {
  const tool = workspaceStore.getState().tools.find((t) => t.id === toolId);
  if (!tool) return { status: 'failed' };
  const { bindings, readOnly } = fileBindings.getState();
  const binding = bindings[toolId];
  if (!binding) return saveAsNewFile(toolId, tool.text);
  const file = files.get(binding.path);
  if (binding.converted && !readOnly && file?.handle) {
    const toolCount = Object.values(bindings).filter((b) => b.path === binding.path).length;
    return { status: 'converted', path: binding.path, label: binding.converted.label, toolCount };
  }
  if (readOnly || !file?.handle) {
    notify(
      `${binding.path} came from a dropped folder, which is read-only; your edit is kept in the studio.`,
      'error',
    );
    return { status: 'failed' };
  }
  if (tool.text === binding.savedText && !force) return { status: 'unchanged' };
  let diskText: string;
  try {
    diskText = await (await file.handle.getFile()).text();
  } catch (error) {
    return failed(binding.path, error);
  }
  if (diskText !== file.text && !force)
    return {
      status: 'conflict',
      path: binding.path,
      diskText,
      diskToolText: fileToolAt(diskText, binding.pointer)?.text,
    };
  const span = diskText === file.text ? file.spans.get(binding.pointer) : undefined;
  let text: string;
  let spans: OpenFile['spans'];
  if (span) {
    // The file is as the studio last saw it: the tool's span is known, no parse needed.
    const replaced = replaceToolSpan(diskText, span, binding.indent, tool.text);
    if (!replaced.ok) return notWritten(binding.path, replaced.reason);
    text = replaced.text;
    spans = new Map(
      [...file.spans].map(([pointer, s]) => [
        pointer,
        pointer === binding.pointer
          ? { offset: s.offset, length: replaced.edit.content.length }
          : s.offset > span.offset
            ? { offset: s.offset + replaced.delta, length: s.length }
            : s,
      ]),
    );
  } else {
    const result = saveToolInFile(diskText, binding.pointer, binding.indent, tool.text);
    if (!result.ok) return notWritten(binding.path, result.reason);
    text = result.text;
    spans = spansOf(text, [...file.spans.keys()]);
  }
  try {
    await write(file.handle, text);
  } catch (error) {
    return failed(binding.path, error);
  }
  // The file's other tools keep their saved texts: their spans moved, their texts did not.
  files.set(binding.path, { ...file, text, spans });
  bindTools(workspaceStore, { [toolId]: { ...binding, savedText: tool.text } });
  notify(`Saved ${binding.path}.`);
  return { status: 'saved' };
}

function notWritten(path: string, reason: string): SaveOutcome {
  notify(`${path} was not written: ${reason}. Your edit is kept in the studio.`, 'error');
  return { status: 'failed' };
}

/**
 * Rewrites a provider's file as MCP, the user's choice: every tool read from it, as the workspace
 * holds them now (one tool as an object, more as an array), then bound to the file like any MCP
 * file. A file changed on disk since it was read is not written.
 */
export async function convertFile(path: string): Promise<SaveOutcome> {
  const file = files.get(path);
  if (!file?.handle) return { status: 'failed' };
  const { tools } = workspaceStore.getState();
  const { bindings } = fileBindings.getState();
  const own = Object.entries(bindings)
    .filter(([, b]) => b.path === path && b.converted)
    .sort(([, a], [, b]) => a.converted!.index - b.converted!.index)
    .map(([id]) => tools.find((t) => t.id === id))
    .filter((t) => t !== undefined);
  const values: unknown[] = [];
  for (const tool of own) {
    try {
      values.push(JSON.parse(tool.text));
    } catch {
      return notWritten(path, `the tool "${toolLabel(tool)}" is not valid JSON yet`);
    }
  }
  let diskText: string;
  try {
    diskText = await (await file.handle.getFile()).text();
  } catch (error) {
    return failed(path, error);
  }
  if (diskText !== file.text)
    return notWritten(path, 'it changed on disk since the studio read it; open the folder again');
  const text = serializeExport(values.length === 1 ? values[0] : values);
  const reading = readFolderFile(text);
  if (!reading.bound || reading.tools.length !== own.length)
    return notWritten(path, 'its tools would not read back as MCP tools with an inputSchema');
  try {
    await write(file.handle, text);
  } catch (error) {
    return failed(path, error);
  }
  files.set(path, {
    ...file,
    text,
    spans: new Map(reading.tools.map((t) => [t.pointer, { offset: t.offset, length: t.length }])),
  });
  const next: Record<string, FileBinding> = {};
  own.forEach((tool, i) => {
    const read = reading.tools[i]!;
    workspaceStore.getState().setToolText(tool.id, read.text);
    next[tool.id] = { path, pointer: read.pointer, indent: read.indent, savedText: read.text };
  });
  bindTools(workspaceStore, next);
  notify(`Converted ${path} to MCP: ${plural(own.length, 'tool')}, saved.`);
  return { status: 'saved' };
}

/** Where each of these tools is in a file's text (one parse). */
function spansOf(text: string, pointers: string[]): OpenFile['spans'] {
  const tools = fileToolsAt(text, pointers);
  return new Map(
    pointers.flatMap((pointer, i) => {
      const tool = tools[i];
      return tool ? [[pointer, { offset: tool.offset, length: tool.length }] as const] : [];
    }),
  );
}

/** Reload: takes the file's text from disk, and the tool's text from it (the edit is dropped). */
export function reloadTool(toolId: string, diskText: string): void {
  const binding = fileBindings.getState().bindings[toolId];
  const file = binding && files.get(binding.path);
  if (!binding || !file) return;
  const tool = fileToolAt(diskText, binding.pointer);
  files.set(binding.path, {
    ...file,
    text: diskText,
    spans: spansOf(diskText, [...file.spans.keys()]),
  });
  if (!tool) {
    notify(
      `${binding.path} no longer has this tool at ${binding.pointer || 'its top'}; your text is kept.`,
      'error',
    );
    return;
  }
  workspaceStore.getState().setToolText(toolId, tool.text);
  bindTools(workspaceStore, {
    [toolId]: { ...binding, indent: tool.indent, savedText: tool.text },
  });
  notify(`Reloaded ${binding.path} from disk.`);
}
