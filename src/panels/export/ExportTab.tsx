/** Placeholder: the Export panel is built in its own issue. */
export function ExportTab() {
  return <p className="panel-placeholder">The Export panel is not built yet.</p>;
}
