/** Placeholder: the Form panel is built in its own issue. */
export function FormTab() {
  return <p className="panel-placeholder">The Form panel is not built yet.</p>;
}
