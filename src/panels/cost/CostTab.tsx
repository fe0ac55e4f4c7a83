import { useDeferredValue, useMemo, useState } from 'react';
import {
  COST_TARGETS,
  costMethod,
  toolTokens,
  formatTokenDelta,
  getTarget,
  modelView,
  toCanonicalTool,
  totalMethod,
} from '../../core';
import type {
  CostContributor,
  CostQuery,
  CostTargetId,
  CountMethod,
  TargetCost,
  ToolsetCost,
} from '../../core';
import { selectActiveTool, useWorkspace } from '../../store';
import type { WorkspaceTool } from '../../store';
import { readDocument } from '../../store/readings';
import {
  noToolReason,
  staleMessage,
  ToolPicker,
  useActiveTool,
} from '../../components/active-tool';
import type { ActiveToolView } from '../../components/active-tool';
import { HostCostTable } from './HostCostTable';
import { SignatureView } from './SignatureView';
import { useCostFigures, useSettled } from './use-cost-inputs';
import { countedText } from './counted-text';
import '../../components/tool-forms.css';
import './cost.css';

const selectTools = (s: { tools: WorkspaceTool[] }) => s.tools;
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' });
const number = new Intl.NumberFormat('en');

const KIND_LABELS: Record<CostContributor['kind'], string> = {
  'tool-description': 'Tool description',
  description: 'Description',
  enum: 'Enum',
};

/** A figure with its method beside it, always. */
function Tokens({ value, method, title }: { value: number; method: string; title?: string }) {
  return (
    <span className="cost-figure">
      <span className="cost-number">{number.format(value)}</span> tokens{' '}
      <span className="cost-method" title={title}>
        {method}
      </span>
    </span>
  );
}

function Contributors({ items }: { items: CostContributor[] }) {
  if (items.length === 0)
    return <p className="cost-muted">No descriptions or enums: only names and types are sent.</p>;
  return (
    <table className="cost-table cost-contributors" aria-label="Biggest contributors">
      <thead>
        <tr>
          <th scope="col">What</th>
          <th scope="col">Where</th>
          <th scope="col">Tokens</th>
          <th scope="col">Text</th>
        </tr>
      </thead>
      <tbody>
        {items.map((c) => (
          <tr key={c.pointer}>
            <td>{KIND_LABELS[c.kind]}</td>
            <td>
              <code>{c.pointer}</code>
            </td>
            <td className="cost-num">{number.format(c.tokens)}</td>
            <td className="cost-preview">{c.preview}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SnapshotDelta({
  tool,
  current,
  snapshotTokens,
}: {
  tool: WorkspaceTool | undefined;
  current: number;
  /** Each of the tool's snapshots' tokens, in its order, as the worker counted them. */
  snapshotTokens: readonly number[];
}) {
  const snapshots = tool?.snapshots ?? [];
  const [chosen, setChosen] = useState<number | undefined>();
  if (snapshots.length === 0)
    return (
      <p className="cost-muted" data-testid="cost-delta">
        No snapshot of this document yet: press Ctrl+S (Cmd+S) to keep one, and the change in tokens
        since then shows here.
      </p>
    );
  const snapshot = snapshots.find((s) => s.at === chosen) ?? snapshots[snapshots.length - 1]!;
  const before = snapshotTokens[snapshots.indexOf(snapshot)];
  if (before === undefined)
    return (
      <p className="cost-muted" data-testid="cost-delta">
        Counting the snapshot…
      </p>
    );
  const delta = current - before;
  return (
    <div className="cost-delta-row">
      <p className="cost-delta" data-testid="cost-delta">
        <strong>{formatTokenDelta(delta)} tokens</strong> since the snapshot of{' '}
        {timeFormat.format(snapshot.at)} ({number.format(before)} then, {number.format(current)}{' '}
        now, this document)
      </p>
      {snapshots.length > 1 && (
        <label className="tool-picker">
          <span>Compare with</span>
          <select value={snapshot.at} onChange={(e) => setChosen(Number(e.target.value))}>
            {[...snapshots].reverse().map((s) => (
              <option key={s.at} value={s.at}>
                {timeFormat.format(s.at)}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

function ToolMeter({
  view,
  cost,
  snapshotTokens,
  target,
  method,
}: {
  view: ActiveToolView;
  cost: TargetCost | undefined;
  snapshotTokens: readonly number[];
  target: CostTargetId;
  method: CountMethod;
}) {
  const active = useWorkspace(selectActiveTool);
  const tool = cost?.tools.find((t) => t.toolIndex === view.index);
  const refused = cost?.refused.find((r) => r.toolIndex === view.index);
  const appOnly = cost?.appOnly?.find((r) => r.toolIndex === view.index);
  return (
    <section className="cost-section" aria-labelledby="cost-tool-heading">
      <h3 id="cost-tool-heading">
        This tool: {tool?.name ?? refused?.name ?? appOnly?.name ?? 'unnamed'}
      </h3>
      <ToolPicker view={view} />
      {view.stale && <p className="panel-message">{staleMessage(view)}</p>}
      {appOnly && (
        <p className="panel-message" role="note">
          This tool is app-only (its _meta.ui.visibility lacks &quot;model&quot;): hosts never show
          it to the model, so it costs no context and is not counted.
        </p>
      )}
      {refused && (
        <p className="panel-message" role="note">
          {getTarget(target).label} refuses this tool, so it is not counted: {refused.reason}
        </p>
      )}
      {tool && (
        <>
          <dl className="cost-meter" data-testid="cost-tool-meter">
            <div>
              <dt>In context</dt>
              <dd>
                <Tokens value={tool.tokens} method={method.short} title={method.detail} />
              </dd>
            </div>
            <div>
              <dt>Name and description</dt>
              <dd>
                <Tokens
                  value={tool.nameAndDescription}
                  method={method.short}
                  title={method.detail}
                />
              </dd>
            </div>
            <div>
              <dt>Parameters</dt>
              <dd>
                <Tokens value={tool.schema} method={method.short} title={method.detail} />
              </dd>
            </div>
          </dl>
          <SnapshotDelta tool={active} current={toolTokens(cost)} snapshotTokens={snapshotTokens} />
          <h4>Biggest contributors</h4>
          <Contributors items={tool.contributors} />
        </>
      )}
    </section>
  );
}

function ToolsetTable({ toolset, chosen }: { toolset: ToolsetCost[]; chosen: CostTargetId }) {
  const rows = toolset.map((cost) => ({
    target: cost.target,
    method: costMethod(cost.target),
    cost,
  }));
  // A target's toolCount is what it counted: the workspace's tools include those it left out.
  const first = rows[0]?.cost;
  const toolCount = first ? first.toolCount + first.refused + first.appOnly : 0;
  const unreadable = rows[0]?.cost.unreadable ?? 0;
  return (
    <section className="cost-section" aria-labelledby="cost-toolset-heading">
      <h3 id="cost-toolset-heading">
        Toolset: {toolCount} tool{toolCount === 1 ? '' : 's'} in the workspace
        {unreadable > 0 && (
          <span className="cost-muted">
            {' '}
            ({unreadable} document{unreadable === 1 ? '' : 's'} without a readable tool, not
            counted)
          </span>
        )}
      </h3>
      <table className="cost-table cost-toolset" aria-label="Toolset cost per target">
        <thead>
          <tr>
            <th scope="col">Target</th>
            <th scope="col">Tools</th>
            <th scope="col">Overhead (once per request)</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ target, method, cost }) => (
            <tr
              key={target}
              className={target === chosen ? 'cost-chosen' : undefined}
              data-target={target}
            >
              <th scope="row">{getTarget(target).label}</th>
              <td>
                <Tokens value={cost.tools} method={method.short} title={method.detail} />
                {countedText(cost) && (
                  <span className="cost-muted cost-counted"> {countedText(cost)}</span>
                )}
              </td>
              <td>
                <Tokens
                  value={cost.overhead.tokens}
                  method={cost.overhead.kind}
                  title={cost.overhead.detail}
                />
              </td>
              <td>
                <Tokens
                  value={cost.total}
                  method={totalMethod({ method, overhead: cost.overhead })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ModelView({ text, index, target }: { text: string; index: number; target: CostTargetId }) {
  // After the tab has painted (a deferred render, empty at first): exporting and laying out a long
  // description must not hold the click that opened the tab.
  const deferred = useDeferredValue(text, '');
  // From the settled text, like the counts: exporting on every keystroke would slow typing.
  const shown = useMemo(() => {
    if (deferred === '') return undefined;
    const entry = readDocument(deferred).tools[index];
    return entry ? modelView(toCanonicalTool(entry), target) : undefined;
  }, [deferred, index, target]);
  if (!shown) return null;
  return (
    <section className="cost-section" aria-labelledby="cost-model-heading">
      <h3 id="cost-model-heading">What the model sees: {getTarget(target).label}</h3>
      {!shown.ok ? (
        <p className="panel-message">{shown.reason}</p>
      ) : (
        <>
          {shown.signature ? (
            <>
              <p className="cost-muted">
                OpenAI models are given functions as this TypeScript-like block, not as JSON
                (documented for OpenAI's open-weight models, reverse-engineered for the API models).
                Marked keywords never reach the model as text: if the model must respect one, say it
                in the description.
              </p>
              <SignatureView signature={shown.signature} />
            </>
          ) : (
            <p className="cost-muted">
              The provider receives this JSON; how it lays it out for the model is not published.
            </p>
          )}
          <details className="cost-json" open={!shown.signature}>
            <summary>Exported JSON</summary>
            <pre tabIndex={0} aria-label="Exported JSON">
              <code>{shown.json}</code>
            </pre>
          </details>
        </>
      )}
    </section>
  );
}

/**
 * The Cost tab: what the current tool and the whole workspace cost in a model's context for each
 * target, with how every number was made, what costs most, the change since a snapshot and what
 * the model is shown. Counting waits for typing to pause and for the tokenizer's own chunk.
 */
export function CostTab() {
  const view = useActiveTool();
  const tools = useWorkspace(selectTools);
  const [target, setTarget] = useState<CostTargetId>('openai-chat');
  const texts = useSettled(useMemo(() => tools.map((t) => t.text), [tools]));
  const reason = noToolReason(view);
  const method = costMethod(target);
  // The active document's text as of the last pause, or its last parsing text while mid-edit.
  const settledText = useSettled(view.doc.text, view.toolId);
  const activeTool = useWorkspace(selectActiveTool);
  const snapshots = activeTool?.snapshots;
  const query = useMemo<CostQuery & { toolId?: string }>(
    () => ({
      toolId: view.toolId,
      texts,
      active: {
        text: settledText,
        target,
        snapshots: (snapshots ?? []).map((s) => s.text),
      },
    }),
    [texts, settledText, target, snapshots, view.toolId],
  );
  // Counted in the Cost worker: the page never runs the tokenizer.
  const { figures, answered, error } = useCostFigures(query);
  // Figures of another tool (just switched from) or target are not this meter's.
  const ownAnswer =
    (answered as typeof query | undefined)?.toolId === view.toolId &&
    answered?.active?.target === target;
  const counting = !error && answered !== query;
  const chosenToolset = figures?.toolset.find((row) => row.target === target);

  return (
    <div className="cost-tab">
      <p className="cost-note">
        Every request that offers these tools carries their names, descriptions and schemas in the
        model's context. <strong>exact</strong>: counted with the provider's own tokenizer (OpenAI's
        o200k_base). <strong>estimate</strong>: the provider's tokenizer is not public; o200k_base
        counted the text instead. Hover a method for what was counted.
      </p>
      <label className="tool-picker cost-target">
        <span>Target</span>
        <select value={target} onChange={(e) => setTarget(e.target.value as CostTargetId)}>
          {COST_TARGETS.map((t) => (
            <option key={t} value={t}>
              {getTarget(t).label}
            </option>
          ))}
        </select>
      </label>
      <p className="cost-muted cost-method-detail">{method.detail}</p>
      {error && <p className="panel-message">{error}</p>}
      {!figures && !error && (
        <p className="cost-muted" role="status">
          Loading the tokenizer…
        </p>
      )}
      {figures && counting && (
        <p className="cost-muted" role="status">
          Counting…
        </p>
      )}
      {figures && (
        <>
          {reason || !view.entry ? (
            <p className="panel-message">{reason}</p>
          ) : (
            <ToolMeter
              view={view}
              cost={ownAnswer ? figures.active : undefined}
              snapshotTokens={ownAnswer ? figures.snapshots : []}
              target={target}
              method={method}
            />
          )}
          <ToolsetTable toolset={figures.toolset} chosen={target} />
          {chosenToolset && <HostCostTable cost={chosenToolset} tools={tools} />}
        </>
      )}
      {!reason && <ModelView text={settledText} index={view.index} target={target} />}
    </div>
  );
}
