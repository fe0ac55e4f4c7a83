import { useEffect, useState } from 'react';
import { loadRubric } from '../../core';

type RubricModule = Awaited<ReturnType<typeof loadRubric>>;

/**
 * The rubric's module once its chunk (wink-nlp and its English model, about 1 MB) has arrived;
 * undefined until then, or with the reason it could not load.
 */
export function useRubricModule(): { module?: RubricModule; error?: string } {
  const [state, setState] = useState<{ module?: RubricModule; error?: string }>({});
  useEffect(() => {
    let live = true;
    loadRubric().then(
      (module) => live && setState({ module }),
      (error: unknown) =>
        live && setState({ error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
