import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import {
  evaluateSelection,
  MAX_PROMPT_CHARS,
  SELECTION_CASES_FILE as CASES_FILE,
  SELECTION_DISCLAIMER,
} from '../../core';
import type { ConfusablePair } from '../../core';
import { useWorkspace, workspaceStore } from '../../store';
import type { WorkspaceTool } from '../../store';
import { readDocument } from '../../store/readings';
import { downloadText } from '../../components/browser-actions';
import { FolderCases } from './FolderCases';
import { placeText } from './selection-view';
import type { KeptCase } from './selection-view';
import '../../components/tool-forms.css';
import './selection.css';

const selectTools = (s: { tools: WorkspaceTool[] }) => s.tools;

/** Tools shown after a case that is not ranked first: the ones a model would pick instead. */
const SHOWN_AHEAD = 2;

interface NamedTool {
  documentId: string;
  name: string;
  value: Record<string, unknown>;
}

function workspaceTools(tools: readonly WorkspaceTool[]): NamedTool[] {
  return tools.flatMap((t) => {
    const doc = readDocument(t.text);
    if (doc.value === undefined) return [];
    return doc.tools.flatMap((entry) =>
      typeof entry.value.name === 'string'
        ? [{ documentId: t.id, name: entry.value.name, value: entry.value }]
        : [],
    );
  });
}

function PairItem({ pair }: { pair: ConfusablePair }) {
  const [a, b] = pair.tools;
  const [onlyA, onlyB] = pair.separating;
  return (
    <li className="selection-pair">
      <strong>
        {a} and {b}
      </strong>
      : {pair.why} (similarity {pair.similarity}).{' '}
      {onlyA.length + onlyB.length === 0 ? (
        <>No word separates them: say what each does that the other does not.</>
      ) : (
        <>
          Words only {a} has: {onlyA.join(', ') || 'none'}; only {b}: {onlyB.join(', ') || 'none'}.
        </>
      )}
    </li>
  );
}

/**
 * The Selection tab: which tool a model is likely to pick for a prompt, offline. The confusable
 * pairs of the workspace, and the author's cases (prompt → expected tool), re-ranked on every
 * edit. A lexical proxy (BM25), said so on the tab; the cases are the file `tool-schema eval`
 * reads, so the same prompts can be run against a real model later.
 */
export function SelectionTab() {
  const documents = useWorkspace(selectTools);
  const tools = useMemo(() => workspaceTools(documents), [documents]);
  const kept = useMemo(
    () =>
      documents.flatMap((t) =>
        (t.selectionCases ?? []).map((c, index): KeptCase => ({ ...c, documentId: t.id, index })),
      ),
    [documents],
  );
  const report = useMemo(
    () =>
      evaluateSelection(
        tools.map((t) => t.value),
        kept,
      ),
    [tools, kept],
  );
  const names = useMemo(() => [...new Set(tools.map((t) => t.name))], [tools]);
  const [prompt, setPrompt] = useState('');
  const [expected, setExpected] = useState('');
  const target = expected || names[0] || '';

  const setCases = (documentId: string, next: KeptCase[]) =>
    workspaceStore.getState().setSelectionCases(
      documentId,
      next.map(({ prompt, tool }) => ({ prompt, tool })),
    );
  const casesOf = (documentId: string) => kept.filter((c) => c.documentId === documentId);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const owner = tools.find((t) => t.name === target);
    if (!owner || prompt.trim() === '') return;
    const mine = casesOf(owner.documentId);
    setCases(owner.documentId, [
      ...mine,
      { prompt: prompt.trim(), tool: target, documentId: owner.documentId, index: mine.length },
    ]);
    setPrompt('');
  };
  const remove = (c: KeptCase) =>
    setCases(
      c.documentId,
      casesOf(c.documentId).filter((other) => other.index !== c.index),
    );

  return (
    <div className="selection-tab">
      <p className="selection-note">
        {SELECTION_DISCLAIMER} A model also reads meaning; a case ranked first here can still be
        missed by one, and the other way round. <code>tool-schema eval --cases</code> runs the same
        cases in CI.
      </p>
      <section className="selection-section" aria-labelledby="selection-cases-heading">
        <h3 id="selection-cases-heading">Cases</h3>
        <form className="selection-add" onSubmit={add}>
          <label className="selection-prompt">
            <span>Prompt</span>
            <input
              value={prompt}
              maxLength={MAX_PROMPT_CHARS}
              placeholder="What a user would type, e.g. “What will the weather be in Oslo?”"
              onChange={(event) => setPrompt(event.target.value)}
            />
          </label>
          <label>
            <span>Expected tool</span>
            <select value={target} onChange={(event) => setExpected(event.target.value)}>
              {names.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={prompt.trim() === '' || !target}>
            Add case
          </button>
        </form>
        {kept.length === 0 ? (
          <p className="selection-empty">
            No cases yet: write a prompt as a user would and the tool a model should pick for it.
          </p>
        ) : (
          <>
            <ul className="selection-cases" aria-label="Selection cases">
              {report.cases.map((result, i) => {
                const c = kept[i]!;
                const ahead = result.ranked.filter((r) => r.tool !== c.tool).slice(0, SHOWN_AHEAD);
                return (
                  <li key={`${c.documentId}:${c.index}`} className="selection-case">
                    <span className={`selection-place ${result.ok ? 'is-first' : 'is-missed'}`}>
                      <span aria-hidden="true">{result.ok ? '✔' : '▲'}</span> {placeText(result)}
                    </span>
                    <span className="selection-prompt-text">{c.prompt}</span>
                    <span className="selection-expected">→ {c.tool}</span>
                    {!result.ok && ahead.length > 0 && (
                      <span className="selection-ahead">
                        {result.rank === undefined ? 'first' : 'ahead or level'}:{' '}
                        {ahead.map((r) => `${r.tool} (${r.score})`).join(', ')}
                      </span>
                    )}
                    <button
                      type="button"
                      aria-label={`Remove case: ${c.prompt}`}
                      onClick={() => remove(c)}
                    >
                      Remove
                    </button>
                  </li>
                );
              })}
            </ul>
            <p className="selection-file">
              <button
                type="button"
                onClick={() =>
                  downloadText(
                    CASES_FILE,
                    `${JSON.stringify({ cases: kept.map(({ prompt, tool }) => ({ prompt, tool })) }, null, 2)}\n`,
                  )
                }
              >
                Download cases
              </button>{' '}
              {CASES_FILE}, beside the tools:{' '}
              <code>tool-schema eval tools.json --cases {CASES_FILE}</code>
            </p>
          </>
        )}
        <FolderCases />
      </section>
      <section className="selection-section" aria-labelledby="selection-pairs-heading">
        <h3 id="selection-pairs-heading">Confusable pairs</h3>
        {report.confusable.length === 0 ? (
          <p className="selection-empty">
            No two tools of the workspace have descriptions a model would easily mix up.
          </p>
        ) : (
          <ul className="selection-pairs" aria-label="Confusable pairs">
            {report.confusable.map((pair) => (
              <PairItem key={pair.tools.join('\u0000')} pair={pair} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
