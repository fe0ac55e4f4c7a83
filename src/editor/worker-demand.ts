/**
 * When Monaco's one worker (json-worker.ts, about 100 KB gzip) may start: once the editor is used.
 * Two features would otherwise start it at load for nothing a user sees then:
 * - link detection, whose links show only under a Ctrl+pointer;
 * - the JSON service's folding ranges, where Monaco's indentation folding gives the same ranges
 *   for formatted JSON, and the fold controls show only under the pointer or from the keyboard.
 * Both wait here until the editor is first focused or has the pointer over it, or until a feature
 * that needs the worker started it anyway (hover, completion, format, Compare's diff).
 * A third would start it at load whenever the text has a character beyond ASCII (the first-visit
 * example's descriptions are Chinese): the boxes around invisible and look-alike characters. Until
 * the worker is wanted, Monaco draws them for the lines in view on the page's thread instead, as it
 * does for models too large to send to the worker.
 */

/** What `whenEditorWorkerWanted` returns: stops a start that has not run yet. */
interface Pending {
  dispose(): void;
}

/** A one-way switch, with what waits for it. */
export interface Demand {
  /** Throws the switch; what waits runs now, once. */
  want(): void;
  wanted(): boolean;
  /** Runs `start` once the switch is thrown: now, if it already is. */
  whenWanted(start: () => void): Pending;
}

export function createDemand(): Demand {
  let wanted = false;
  const waiting = new Set<() => void>();
  return {
    want() {
      if (wanted) return;
      wanted = true;
      const run = [...waiting];
      waiting.clear();
      for (const start of run) start();
    },
    wanted: () => wanted,
    whenWanted(start) {
      if (wanted) {
        start();
        return { dispose() {} };
      }
      waiting.add(start);
      return {
        dispose() {
          waiting.delete(start);
        },
      };
    },
  };
}

/** The page's one editor worker: wanted once any editor is used or the worker starts. */
export const editorWorker = createDemand();
