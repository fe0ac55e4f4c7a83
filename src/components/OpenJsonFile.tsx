import { useState } from 'react';
import { readJsonFile } from './read-json-file';

export interface JsonFileLoader {
  /** Why the last file could not be used, shown beside the button. */
  error: string | undefined;
  /** Reads a chosen or dropped file and hands its text on; nothing happens without a file. */
  load: (file: File | undefined) => Promise<void>;
}

/** Reads JSON files for a dialog (chosen or dropped), keeping the refusal message of the last one. */
export function useJsonFileLoader(onText: (text: string) => void): JsonFileLoader {
  const [error, setError] = useState<string | undefined>();
  const load = async (file: File | undefined) => {
    if (!file) return;
    const result = await readJsonFile(file);
    if ('error' in result) setError(result.error);
    else {
      setError(undefined);
      onText(result.text);
    }
  };
  return { error, load };
}

/** The "Open file…" button of a dialog that reads JSON, with the last refusal beside it. */
export function OpenJsonFile({ loader }: { loader: JsonFileLoader }) {
  return (
    <div className="row">
      <label className="file-button">
        Open file…
        <input
          type="file"
          accept=".json,application/json"
          onChange={(e) => void loader.load(e.target.files?.[0])}
        />
      </label>
      {loader.error && (
        <span className="field-error" role="alert">
          {loader.error}
        </span>
      )}
    </div>
  );
}
