import { annotationChangeEdits, readAnnotations } from '../../core';
import { workspaceStore } from '../../store';
import {
  noToolReason,
  staleMessage,
  ToolPicker,
  useActiveTool,
} from '../../components/active-tool';
import { AnnotationsPanel } from './AnnotationsPanel';
import { DisplayNameLine } from '../../components/DisplayNameLine';
import '../../components/tool-forms.css';

/** The Annotations panel over the active tool: every change is a text edit on its JSON (one undo step). */
export function AnnotationsTab() {
  const view = useActiveTool();
  const { toolId, entry, doc } = view;
  const reason = noToolReason(view);
  if (reason || !toolId || !entry) {
    return <p className="panel-message">{reason}</p>;
  }
  return (
    <div className="annotations-tab">
      <ToolPicker view={view} />
      <DisplayNameLine tool={entry.value} />
      <AnnotationsPanel
        // A new tool or document starts with fresh drafts (the title box).
        key={`${toolId}:${entry.pointer}`}
        reading={readAnnotations(entry.value, doc.kind)}
        kind={doc.kind}
        disabledReason={
          view.stale ? `${staleMessage(view)} Fix it to change annotations here.` : undefined
        }
        onChange={(change) => {
          const edits = annotationChangeEdits(view.text, entry.pointer, doc.kind, change);
          if (edits.length > 0) workspaceStore.getState().applyToolEdits(toolId, edits);
          else
            workspaceStore
              .getState()
              .notify(
                'The annotations could not be changed: fix the JSON in the editor first.',
                'error',
              );
        }}
      />
    </div>
  );
}
