import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Sample } from '../../store';
import type { SampleFit } from './use-sample-check';
import { CaseList } from './CaseList';
import { CASE_MARKS, markCase, summarizeCases } from './case-summary';

const FIT_MARKS: Record<SampleFit, string> = {
  fits: '✓',
  fails: '✗ does not fit',
  'not-json': '✗ not JSON',
};

/** What the status chip beside the picker says of the selected sample. */
const FIT_CHIPS: Record<SampleFit, string> = {
  fits: '✓ fits',
  fails: '✗ does not fit',
  'not-json': '✗ not JSON',
};

/** What the picker says of a sample: a case's mark against its expected verdict, else its fit. */
function caseMark(sample: Sample, fit: SampleFit | undefined): string | undefined {
  if (!fit) return undefined;
  if (!sample.expect) return FIT_MARKS[fit];
  const mark = markCase(sample.expect, fit);
  return mark === 'checking' ? undefined : `${CASE_MARKS[mark].sign} ${CASE_MARKS[mark].words}`;
}

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
 * Named samples and test cases of the tool, in one row that keeps its height: the picker, a
 * status chip for the selected one, and a "Sample actions" menu with everything else (name,
 * save as new, delete, examples, generated cases), so none of it stands between the user and the
 * first field. The name box renames the selected sample on Enter; "Save as new sample" uses the
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
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const name = nameDraft ?? active?.name ?? '';
  const commitName = () => {
    if (active && nameDraft !== undefined && nameDraft.trim() !== '' && nameDraft !== active.name)
      onRename(active.id, nameDraft.trim());
    setNameDraft(undefined);
  };
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  const fit = active ? fits[active.id] : undefined;
  const cases = useMemo(() => summarizeCases(samples, fits), [samples, fits]);
  const chip = active ? (active.expect ? caseMark(active, fit) : fit && FIT_CHIPS[fit]) : undefined;
  /** Runs an action from the menu and closes it. */
  const act = (action: () => void) => () => {
    action();
    setOpen(false);
  };
  return (
    <section className="sample-bar" aria-label="Samples" ref={rootRef}>
      <div className="sample-row">
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
            {samples.map((sample) => {
              const mark = caseMark(sample, fits[sample.id]);
              return (
                <option key={sample.id} value={sample.id}>
                  {sample.name}
                  {sample.expect ? ` [expect ${sample.expect.verdict}]` : ''}
                  {mark ? ` ${mark}` : ''}
                </option>
              );
            })}
          </select>
        </label>
        <span
          className={`sample-chip${chip?.startsWith('✗') ? ' sample-chip-fail' : chip ? ' sample-chip-pass' : ''}`}
          aria-label={chip ? `Selected sample: ${chip}` : undefined}
        >
          {chip ?? (samples.length === 0 ? 'none yet' : `${samples.length} saved`)}
        </span>
        <button
          type="button"
          className="sample-menu-button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          Sample actions ▾
        </button>
      </div>
      <CaseList
        summary={cases}
        activeId={activeId}
        onSelect={(id) => {
          setNameDraft(undefined);
          onSelect(id);
        }}
      />
      <div
        id={menuId}
        className="sample-menu"
        role="group"
        aria-label="Sample actions"
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false);
            rootRef.current?.querySelector<HTMLButtonElement>('.sample-menu-button')?.focus();
          }
        }}
      >
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
          onClick={act(() => {
            onSaveAs(active && nameDraft === undefined ? `${active.name} copy` : name);
            setNameDraft(undefined);
          })}
        >
          Save as new sample
        </button>
        <button type="button" disabled={!active} onClick={act(() => active && onDelete(active.id))}>
          Delete sample
        </button>
        <button
          type="button"
          disabled={samples.length === 0}
          onClick={act(onWriteExamples)}
          title="Write all samples into the tool's examples: [{input, output}], as Spark ToolSpecs keep them"
        >
          Write samples to examples
        </button>
        <button
          type="button"
          disabled={exampleCount === 0}
          onClick={act(onLoadExamples)}
          title="Add the tool's examples as samples"
        >
          Load examples ({exampleCount})
        </button>
        <button
          type="button"
          onClick={act(onGenerateCases)}
          title="Add a valid minimal case, a valid full case, boundary and invalid cases, each with its expected verdict"
        >
          Generate cases
        </button>
      </div>
    </section>
  );
}
