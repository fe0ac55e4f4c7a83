import { useState } from 'react';
import type { Sample } from '../../store';
import type { SampleFit } from './use-sample-check';

const FIT_MARKS: Record<SampleFit, string> = {
  fits: '✓',
  fails: '✗ does not fit',
  'not-json': '✗ not JSON',
};

export interface SampleBarProps {
  samples: readonly Sample[];
  activeId: string | undefined;
  fits: Record<string, SampleFit>;
  onSelect: (id: string | undefined) => void;
  onSaveAs: (name: string) => void;
  onRename: (id: string, name: string) => void;
  onDelete: (id: string) => void;
  onWriteExamples: () => void;
  onLoadExamples: () => void;
  /** Proposes labelled test cases from the schema and adds them as samples. */
  onGenerateCases: () => void;
  /** Number of `examples` in the tool, to say what loading would bring. */
  exampleCount: number;
}

/**
 * Named samples of the tool: switch, save the current input under a name, rename, delete, and map
 * to `examples`. The name box renames the selected sample on Enter; "Save as new sample" uses the
 * name typed there (so typing a name and clicking the button never renames the current one).
 */
export function SampleBar({
  samples,
  activeId,
  fits,
  onSelect,
  onSaveAs,
  onRename,
  onDelete,
  onWriteExamples,
  onLoadExamples,
  onGenerateCases,
  exampleCount,
}: SampleBarProps) {
  const active = samples.find((s) => s.id === activeId);
  const [nameDraft, setNameDraft] = useState<string | undefined>(undefined);
  const name = nameDraft ?? active?.name ?? '';
  const commitName = () => {
    if (active && nameDraft !== undefined && nameDraft.trim() !== '' && nameDraft !== active.name)
      onRename(active.id, nameDraft.trim());
    setNameDraft(undefined);
  };
  return (
    <section className="sample-bar" aria-label="Samples">
      <label className="sample-select">
        <span>Sample</span>
        <select
          value={activeId ?? ''}
          onChange={(event) => {
            setNameDraft(undefined);
            onSelect(event.target.value || undefined);
          }}
        >
          <option value="">(new sample)</option>
          {samples.map((sample) => (
            <option key={sample.id} value={sample.id}>
              {sample.name}
              {sample.expect ? ` [expect ${sample.expect.verdict}]` : ''}
              {fits[sample.id] ? ` ${FIT_MARKS[fits[sample.id]!]}` : ''}
            </option>
          ))}
        </select>
      </label>
      <label className="sample-name">
        <span>Sample name</span>
        <input
          type="text"
          value={name}
          placeholder={active ? '' : 'Name for a new sample'}
          onChange={(event) => setNameDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              if (active) commitName();
              else {
                onSaveAs(name);
                setNameDraft(undefined);
              }
            }
          }}
        />
      </label>
      <button
        type="button"
        onClick={() => {
          onSaveAs(active && nameDraft === undefined ? `${active.name} copy` : name);
          setNameDraft(undefined);
        }}
      >
        Save as new sample
      </button>
      <button type="button" disabled={!active} onClick={() => active && onDelete(active.id)}>
        Delete sample
      </button>
      <button
        type="button"
        disabled={samples.length === 0}
        onClick={onWriteExamples}
        title="Write all samples into the tool's examples: [{input, output}], as Spark ToolSpecs keep them"
      >
        Write samples to examples
      </button>
      <button
        type="button"
        disabled={exampleCount === 0}
        onClick={onLoadExamples}
        title="Add the tool's examples as samples"
      >
        Load examples ({exampleCount})
      </button>
      <button
        type="button"
        onClick={onGenerateCases}
        title="Add a valid minimal case, a valid full case, boundary and invalid cases, each with its expected verdict"
      >
        Generate cases
      </button>
    </section>
  );
}
