/** Placeholder: the Parameters panel is built in its own issue. */
export function ParametersTab() {
  return <p className="panel-placeholder">The Parameters panel is not built yet.</p>;
}
