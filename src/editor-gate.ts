/**
 * When the editor may be evaluated. Monaco is a 3.5 MB chunk whose evaluation holds the main
 * thread for a long task; started together with the page, it raced the Form tab for the first
 * field (the first field came anywhere from 0.6 to 1.6 s). The shell now lets it run only after
 * the preview's first content has painted and the page is idle (or after its panel has failed,
 * which paints an error instead). Its bytes are fetched earlier: index.html prefetches them
 * (`prefetchEditor` in vite.config.ts), so waiting costs no download time.
 */

import { afterPaint } from './store/after-paint';
import { whenIdle } from './when-idle';

/**
 * Opens the gate even if the preview never reports (a chunk that never arrives). Generous: on a
 * busy machine the first field can take seconds, and opening early would bring the race back.
 */
const EDITOR_GATE_FALLBACK_MS = 10_000;
/** How long the gate waits for an idle moment after the preview painted. */
const EDITOR_GATE_IDLE_TIMEOUT_MS = 300;

let open: () => void = () => {};
/** Resolves once the editor chunk may be imported and evaluated. */
export const editorGate = new Promise<void>((resolve) => {
  open = resolve;
});

/** Arms the fallback; main.tsx calls it when the page starts. */
export function armEditorGate(): void {
  setTimeout(open, EDITOR_GATE_FALLBACK_MS);
}

/**
 * The preview's first content (or its error) is committed: open the gate after that frame has
 * painted, at an idle moment.
 */
export function previewCommitted(): void {
  afterPaint(() => whenIdle(open, EDITOR_GATE_IDLE_TIMEOUT_MS));
}
