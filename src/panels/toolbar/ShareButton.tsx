import { workspaceStore } from '../../store';

/** Placeholder: the sharing issue replaces this file with the real Share button. */
export function ShareButton() {
  return (
    <button
      type="button"
      onClick={() => workspaceStore.getState().notify('Sharing is not available yet.')}
      title="Share a link to this tool"
    >
      Share
    </button>
  );
}
