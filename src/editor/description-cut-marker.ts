import type { editor } from 'monaco-editor/editor/editor.api';
import { readDocument } from '../store/readings';
import { CLAUDE_CODE_DESCRIPTION_CUT, descriptionCutAt } from '../core/hosts/description-cut';
import { descriptionCutMarks } from './description-cut';
import { monaco } from './monaco-setup';
import './description-cut.css';

/** The marker follows typing once it pauses this long, never in the keystroke's own task. */
const CUT_MARKER_DELAY_MS = 150;

const number = new Intl.NumberFormat('en');

/** Only Claude Code's cut, apart from the profiles, which carry the export layer's preflight. */
const cutOf = (tool: Parameters<typeof descriptionCutAt>[0]) =>
  descriptionCutAt(tool, CLAUDE_CODE_DESCRIPTION_CUT);
const hover = {
  value: `**Claude Code stops reading here: the model never sees past here.** Claude Code cuts every tool description at ${number.format(CLAUDE_CODE_DESCRIPTION_CUT)} characters (its /mcp view still shows the whole text). Put what the model needs first, or shorten it; the Hosts tab lists every host.`,
};

/**
 * Marks, in the open document, where Claude Code stops reading each description: a cut sign at
 * the first character its model never sees, and that rest of the text dimmed.
 */
export function watchDescriptionCut(instance: editor.IStandaloneCodeEditor): void {
  const decorations = instance.createDecorationsCollection();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = () => {
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
    timer = setTimeout(update, CUT_MARKER_DELAY_MS);
  };
  instance.onDidChangeModelContent(soon);
  instance.onDidChangeModel(soon);
  instance.onDidDispose(() => clearTimeout(timer));
  soon();
}
