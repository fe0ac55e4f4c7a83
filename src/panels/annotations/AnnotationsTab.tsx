/** Placeholder: the Annotations panel is built in its own issue. */
export function AnnotationsTab() {
  return <p className="panel-placeholder">The Annotations panel is not built yet.</p>;
}
