import { toolLabel } from '../../store';
import type { Snapshot, WorkspaceTool } from '../../store';

export type CompareSource =
  | { kind: 'snapshot'; at: number }
  | { kind: 'tool'; id: string }
  | { kind: 'file' }
  | { kind: 'server'; text: string }
  /** No snapshot yet: the dialog says how to take one instead of diffing against anything. */
  | { kind: 'none' };

/** The key of the server's current definition among the options (Compare with server opens on it). */
export const SERVER_SOURCE_KEY = 'server';

export interface SourceOption {
  key: string;
  label: string;
  /** The source in a sentence ("the server's get-sum"), for the direction said above the verdict. */
  phrase: string;
  source: CompareSource;
}

/** The current tool's text in the direction sentence. */
export const CURRENT_PHRASE = 'your text';

/** The direction of a comparison in words: what is read as the old version and what as the new. */
export function directionSentence(oldPhrase: string, newPhrase: string): string {
  return `From ${oldPhrase} to ${newPhrase}`;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' });

/**
 * What the current tool can be compared with: its snapshots (newest first), the other tools, a
 * file. The first option is the default: the latest snapshot, or, when there is none, an empty
 * choice, so the dialog never opens on a diff against another tool the user did not pick.
 */
export function sourceOptions(
  active: WorkspaceTool,
  tools: readonly WorkspaceTool[],
  server?: { label: string; phrase: string; text: string },
): SourceOption[] {
  const snapshots: Snapshot[] = [...(active.snapshots ?? [])].reverse();
  const none: SourceOption[] =
    snapshots.length === 0
      ? [{ key: 'none', label: 'No snapshot yet', phrase: 'nothing', source: { kind: 'none' } }]
      : [];
  return [
    ...(server
      ? [
          {
            key: SERVER_SOURCE_KEY,
            label: server.label,
            phrase: server.phrase,
            source: { kind: 'server', text: server.text } as const,
          },
        ]
      : []),
    ...none,
    ...snapshots.map((s) => ({
      key: `snapshot:${s.at}`,
      label: `Snapshot ${timeFormat.format(s.at)}`,
      phrase: `the snapshot of ${timeFormat.format(s.at)}`,
      source: { kind: 'snapshot', at: s.at } as const,
    })),
    ...tools
      .filter((t) => t.id !== active.id)
      .map((t) => ({
        key: `tool:${t.id}`,
        label: `Tool ${toolLabel(t)}`,
        phrase: `tool ${toolLabel(t)}`,
        source: { kind: 'tool', id: t.id } as const,
      })),
    {
      key: 'file',
      label: 'A pasted or dropped file…',
      phrase: 'the pasted file',
      source: { kind: 'file' },
    },
  ];
}

/** The text a source stands for, or undefined when it is gone (a snapshot dropped, a tool deleted). */
export function sourceText(
  source: CompareSource,
  active: WorkspaceTool,
  tools: readonly WorkspaceTool[],
  fileText: string,
): string | undefined {
  if (source.kind === 'snapshot') return active.snapshots?.find((s) => s.at === source.at)?.text;
  if (source.kind === 'tool') return tools.find((t) => t.id === source.id)?.text;
  if (source.kind === 'server') return source.text;
  if (source.kind === 'none') return undefined;
  return fileText;
}
