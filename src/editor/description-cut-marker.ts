import type { editor } from 'monaco-editor/editor/editor.api';
import { readDocument } from '../store/readings';
import { descriptionCutMarks } from './description-cut';
import { monaco } from './monaco-setup';
import './description-cut.css';

/** The marker follows typing once it pauses this long, never in the keystroke's own task. */
const CUT_MARKER_DELAY_MS = 150;

const number = new Intl.NumberFormat('en');

/**
 * The host profiles load after the editor, as a chunk of their own: they carry the export
 * layer's preflight, which the editor's prefetched chunks should not.
 */
const loadProfiles = () =>
  import('../core/hosts').then(({ CLAUDE_CODE_DESCRIPTION_CUT, hostDescriptionCut }) => ({
    cutOf: (tool: Parameters<typeof hostDescriptionCut>[0]) =>
      hostDescriptionCut(tool, 'claude-code'),
    hover: {
      value: `**Claude Code stops reading here: the model never sees past here.** Claude Code cuts every tool description at ${number.format(CLAUDE_CODE_DESCRIPTION_CUT)} characters (its /mcp view still shows the whole text). Put what the model needs first, or shorten it; the Hosts tab lists every host.`,
    },
  }));
let profiles: ReturnType<typeof loadProfiles> | undefined;

/**
 * Marks, in the open document, where Claude Code stops reading each description: a cut sign at
 * the first character its model never sees, and that rest of the text dimmed.
 */
export function watchDescriptionCut(instance: editor.IStandaloneCodeEditor): void {
  const decorations = instance.createDecorationsCollection();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = async () => {
    const { cutOf, hover } = await (profiles ??= loadProfiles());
    const model = instance.getModel();
    if (!model) return decorations.clear();
    const marks = descriptionCutMarks(readDocument(model.getValue()), cutOf);
    decorations.set(
      marks.map((mark) => {
        const start = model.getPositionAt(mark.start);
        const end = model.getPositionAt(mark.end);
        return {
          range: new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column),
          options: {
            beforeContentClassName: 'host-cut-mark',
            inlineClassName: 'host-cut-lost',
            hoverMessage: hover,
            overviewRuler: {
              color: '#bf8700',
              position: monaco.editor.OverviewRulerLane.Center,
            },
          },
        };
      }),
    );
  };
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () =>
        update().catch(() => {
          // The profiles' chunk did not load (offline, a new deploy): no marker, tried again later.
          profiles = undefined;
        }),
      CUT_MARKER_DELAY_MS,
    );
  };
  instance.onDidChangeModelContent(soon);
  instance.onDidChangeModel(soon);
  instance.onDidDispose(() => clearTimeout(timer));
  soon();
}
