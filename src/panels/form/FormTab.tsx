import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import {
  errorMessage,
  inexactNumbers,
  inputSchemaKey,
  issueFieldPointer,
  joinPointer,
  prepareFormSchema,
  readPastedArguments,
  samplesFromExamples,
  stringifyKeepingDigits,
  uniqueSampleName,
  valueMayUsePatterns,
  writeExamplesEdits,
} from '../../core';
import { CaseExpectation } from './CaseExpectation';
import { LiveRun, LiveSlot } from './live/LiveSlot';
import type { NamedSample } from '../../core';
import { selectSample, selectSamples, useWorkspace, workspaceStore } from '../../store';
import {
  noToolReason,
  staleMessage,
  ToolPicker,
  useActiveTool,
} from '../../components/active-tool';
import { FormPreview } from './FormPreview';
import { formAjv, formPatterns } from './rjsf-validators';
import { requestValidatorForWorkspace } from './validator-prefetch';
import { JsonTextBox, readJson } from './JsonTextBox';
import type { JsonReading } from './JsonTextBox';
import { SampleBar } from './SampleBar';
import { RequestSlot } from './request-slot';
import { changedPointers, isTouched } from './touched';
import { useSampleCheck, useSampleFits } from './use-sample-check';
import type { SampleCheck, SampleFit } from './use-sample-check';
import { ElicitationTab } from './protocol/ElicitationTab';
import { OutputResults } from './protocol/OutputResults';
import '../../components/tool-forms.css';

const EMPTY_INPUT = '{}';
const NOTHING_TOUCHED: ReadonlySet<string> = new Set();

function CheckStatus({
  check,
  what,
  schemaName,
  reading,
  quiet = false,
}: {
  check: SampleCheck;
  what: string;
  schemaName: string;
  reading: JsonReading;
  /** Nothing typed or asked for yet: a failing verdict waits until the user edits or checks. */
  quiet?: boolean;
}) {
  let message: string;
  let tone = 'neutral';
  if (!reading.ok) message = `${what} is not valid JSON, so it is not checked.`;
  else if (check.status === 'idle') message = '';
  else if (check.status === 'checking') message = `Checking ${what.toLowerCase()}…`;
  else if (check.status === 'problem') {
    message = check.message;
    tone = 'error';
  } else if (check.result.schemaError) {
    message = `The ${schemaName} does not compile: ${check.result.schemaError}`;
    tone = 'error';
  } else if (check.result.valid) {
    message = `${what} passes ${schemaName}.`;
    tone = 'pass';
  } else if (quiet) {
    message = `Fill in the form: ${what.toLowerCase()} is checked as you type, or press Check.`;
  } else {
    const count = check.result.issues.length;
    message = `${what} does not pass ${schemaName}: ${count} problem${count === 1 ? '' : 's'}.`;
    tone = 'fail';
  }
  return (
    <p className={`check-status check-status-${tone}`} role="status" aria-label={`${what} check`}>
      {message}
    </p>
  );
}

/** What a paste into the Sample input changed on the way in, in a sentence or two. */
function pasteMessage(repairs: readonly string[], unknownKeys: readonly string[]): string {
  const parts = repairs.length > 0 ? [`Pasted arguments repaired: ${repairs.join('; ')}.`] : [];
  if (unknownKeys.length > 0)
    parts.push(
      `Not in this tool's inputSchema (kept; a server may refuse them): ${unknownKeys.join(', ')}.`,
    );
  return parts.join(' ');
}

/** Keeps the last value that parsed, so the form does not jump while the JSON is mid-edit. */
function useLastGood(reading: JsonReading, fallback: unknown): unknown {
  const last = useRef<unknown>(fallback);
  if (reading.ok) last.current = reading.value;
  return reading.ok ? reading.value : last.current;
}

/** The Form panel: the active tool's inputSchema as a form, its sample input and output, named samples and examples. */
export function FormTab() {
  const view = useActiveTool();
  const { toolId, tool, entry } = view;
  // The samples of the tool the panel shows, which a switch changes together with the form.
  const samples = useWorkspace((state) => selectSamples(state, toolId));
  const active = useWorkspace((state) => selectSample(state, toolId));
  const [draft, setDraft] = useState(EMPTY_INPUT);
  const [pasteNote, setPasteNote] = useState<string | undefined>(undefined);
  const Request = useContext(RequestSlot);
  // A field's problems show once it is touched, or all of them once the user asks ("Go to first
  // problem"), edits the JSON, or picks a sample: nothing is red before anything is typed.
  const [touched, setTouched] = useState<ReadonlySet<string>>(NOTHING_TOUCHED);
  const [revealAll, setRevealAll] = useState(false);
  const [goToFirst, setGoToFirst] = useState(0);
  // Another tool starts untouched. Set during the render that shows it (React renders again at
  // once, before the children), not from an effect: that drew the new tool's form a second time.
  const [touchedTool, setTouchedTool] = useState(toolId);
  if (touchedTool !== toolId) {
    setTouchedTool(toolId);
    setTouched(NOTHING_TOUCHED);
    setRevealAll(false);
  }
  const formRef = useRef<HTMLDivElement>(null);
  // Run's action while connected (LiveRun sets it): Ctrl/Cmd+Enter in any field of the tab.
  const runShortcut = useRef<(() => void) | undefined>(undefined);
  useEffect(requestValidatorForWorkspace, []);
  useEffect(() => {
    if (goToFirst === 0) return;
    // After the render that shows every problem: the first field with one, its first control.
    const field = formRef.current
      ?.querySelector('.error-detail')
      ?.closest('.form-field')
      ?.querySelector<HTMLElement>('input, select, textarea');
    field?.focus();
    field?.scrollIntoView({ block: 'nearest' });
  }, [goToFirst]);

  const inputText = active ? active.input : draft;
  const inputReading = useMemo(() => readJson(inputText), [inputText]);
  const inputValue = useLastGood(inputReading, {});
  const outputText = active?.output ?? '';
  const outputReading = useMemo(() => readJson(outputText), [outputText]);
  const outputValue = useLastGood(outputReading, undefined);

  const inputSchema = tool?.inputSchema;
  const outputSchema = tool?.outputSchema;
  // Where the worker finds each schema in the text it keeps for the tool (see SchemaSource).
  const sourceOf = (field: string) =>
    toolId && entry
      ? { key: toolId, text: view.doc.text, pointer: joinPointer(entry.pointer, field) }
      : undefined;
  // The last value that parsed stays checked while the JSON is mid-edit, so its errors stay put.
  const inputCheck = useSampleCheck(
    inputSchema,
    inputValue,
    tool !== undefined,
    entry && sourceOf(inputSchemaKey(entry)),
  );
  const outputCheck = useSampleCheck(
    outputSchema,
    outputValue,
    outputReading.ok && outputText.trim() !== '' && outputSchema !== undefined,
    sourceOf('outputSchema'),
  );
  const otherFits = useSampleFits(inputSchema, samples, active?.id);
  const liveFit: SampleFit | undefined = !inputReading.ok
    ? 'not-json'
    : inputCheck.status === 'done' && !inputCheck.result.schemaError
      ? inputCheck.result.valid
        ? 'fits'
        : 'fails'
      : undefined;
  const fits = active && liveFit ? { ...otherFits, [active.id]: liveFit } : otherFits;
  const outputNotices = useMemo(
    () =>
      outputSchema === undefined ? [] : prepareFormSchema(outputSchema, { role: 'output' }).notices,
    [outputSchema],
  );

  // An elicitation request holds a form, not a tool: it has a view of its own.
  if (view.doc.kind === 'elicitation-request') return <ElicitationTab view={view} />;
  const reason = noToolReason(view);
  if (reason || !toolId || !tool || !entry) {
    return (
      <div className="form-tab">
        <p className="panel-message">{reason}</p>
      </div>
    );
  }

  const store = () => workspaceStore.getState();
  const names = () => samples.map((s) => s.name);
  /** Every edit is kept: with no sample selected, the first edit starts a new named sample. */
  const setInputText = (text: string) => {
    if (active) store().setSampleInput(toolId, active.id, text);
    else {
      setDraft(EMPTY_INPUT);
      store().saveSample(toolId, {
        name: uniqueSampleName(`Sample ${samples.length + 1}`, names()),
        input: text,
      });
    }
  };
  const setOutputText = (text: string) => {
    const output = text === '' ? undefined : text;
    if (active) store().setSampleOutput(toolId, active.id, output);
    else
      store().saveSample(toolId, {
        name: uniqueSampleName(`Sample ${samples.length + 1}`, names()),
        input: inputText,
        ...(output === undefined ? {} : { output }),
      });
  };

  const doneInput = inputCheck.status === 'done' ? inputCheck.result : undefined;
  // Each problem under its own field (a missing required property under that property), shown
  // once the field is touched or every problem is asked for; the summary line counts them all.
  const placedIssues = (doneInput?.issues ?? []).map((issue) => ({
    ...issue,
    pointer: issueFieldPointer(issue),
  }));
  const fieldIssues = revealAll
    ? placedIssues
    : placedIssues.filter((issue) => isTouched(issue.pointer, touched));
  const hiddenIssues = placedIssues.length - fieldIssues.length;
  // Before the first edit, pick or paste, a failing verdict is only the empty form's.
  const untouched = !revealAll && touched.size === 0;
  const doneOutput = outputCheck.status === 'done' ? outputCheck.result : undefined;
  const exampleCount = Array.isArray(entry.value.examples) ? entry.value.examples.length : 0;

  const writeExamples = () => {
    if (view.stale) {
      store().notify(
        `${view.unreadable ?? 'The JSON cannot be read'}; fix it in the editor before writing samples into it.`,
        'error',
      );
      return;
    }
    const named: NamedSample[] = [];
    const skipped: string[] = [];
    for (const sample of samples) {
      const input = readJson(sample.input);
      const output = sample.output === undefined ? undefined : readJson(sample.output);
      if (!input.ok || input.value === undefined || (output && !output.ok)) {
        skipped.push(sample.name);
        continue;
      }
      named.push({
        name: sample.name,
        input: input.value,
        ...(output?.ok && output.value !== undefined ? { output: output.value } : {}),
      });
    }
    const edits = writeExamplesEdits(view.text, entry.pointer, named);
    if (edits.length > 0) store().applyToolEdits(toolId, edits);
    store().notify(
      `Wrote ${named.length} sample${named.length === 1 ? '' : 's'} to "examples".` +
        (skipped.length > 0 ? ` Skipped (not valid JSON): ${skipped.join(', ')}.` : ''),
      skipped.length > 0 ? 'error' : 'info',
    );
  };
  const addGeneratedCases = async () => {
    // Generating cases checks each against the schema with Ajv, whose chunk loads on first use.
    const { generateCases } = await formAjv.load();
    if (valueMayUsePatterns(inputSchema)) await formPatterns.load();
    const cases = generateCases(inputSchema);
    const taken = names();
    let first: string | undefined;
    for (const testCase of cases) {
      const name = uniqueSampleName(testCase.name, taken);
      taken.push(name);
      const expect =
        testCase.expect === 'valid'
          ? { verdict: 'valid' as const }
          : { verdict: 'invalid' as const, pointer: testCase.pointer ?? '' };
      const id = store().saveSample(toolId, {
        name,
        input: JSON.stringify(testCase.input, null, 2),
        expect,
      });
      first ??= id;
    }
    if (first) {
      setRevealAll(true);
      store().selectSample(toolId, first);
    }
    store().notify(
      cases.length > 0
        ? `Added ${cases.length} test case${cases.length === 1 ? '' : 's'} as samples, each with its expected verdict.`
        : 'No cases could be generated from this schema.',
      cases.length > 0 ? 'info' : 'error',
    );
  };
  const copySample = () => {
    // The text when it parses (it is the form's value, with its own formatting and exact
    // digits); the form's value when the text is mid-edit.
    const text = inputReading.ok ? inputText : JSON.stringify(inputValue ?? {}, null, 2);
    void navigator.clipboard.writeText(text).then(
      () =>
        store().notify(
          inputReading.ok
            ? 'Copied the sample input.'
            : 'Copied the form’s value (the sample text is not valid JSON yet).',
          'info',
        ),
      () => store().notify('The browser did not allow copying to the clipboard.', 'error'),
    );
  };
  const loadExamples = () => {
    const reading = samplesFromExamples(entry.value);
    const taken = names();
    for (const example of reading.samples) {
      const name = uniqueSampleName(example.name, taken);
      taken.push(name);
      store().saveSample(toolId, {
        name,
        input: JSON.stringify(example.input, null, 2),
        ...(example.output === undefined
          ? {}
          : { output: JSON.stringify(example.output, null, 2) }),
      });
    }
    const skipped = reading.skipped.map((s) => s.reason).join(' ');
    store().notify(
      `Loaded ${reading.samples.length} example${reading.samples.length === 1 ? '' : 's'} as samples.${skipped ? ` ${skipped}` : ''}`,
      skipped ? 'error' : 'info',
    );
  };

  const toolName = typeof tool.name === 'string' ? tool.name : undefined;
  return (
    <div
      className="form-tab"
      onKeyDown={(e) => {
        if (e.key !== 'Enter' || !(e.ctrlKey || e.metaKey) || !runShortcut.current) return;
        e.preventDefault();
        runShortcut.current();
      }}
    >
      {view.stale && (
        <p className="panel-message" role="status">
          {staleMessage(view)}
        </p>
      )}
      <ToolPicker view={view} />
      <LiveRun
        toolId={toolId}
        name={toolName}
        outputSchema={outputSchema}
        argsText={inputReading.ok ? inputText : undefined}
        inputProblems={
          doneInput && !doneInput.schemaError
            ? doneInput.valid
              ? 0
              : Math.max(1, doneInput.issues.length)
            : undefined
        }
        shortcut={runShortcut}
      />
      <SampleBar
        samples={samples}
        activeId={active?.id}
        fits={fits}
        exampleCount={exampleCount}
        onSelect={(id) => {
          setDraft(EMPTY_INPUT);
          setRevealAll(id !== undefined);
          store().selectSample(toolId, id);
        }}
        onSaveAs={(name) => {
          store().saveSample(toolId, {
            name: uniqueSampleName(name.trim() || `Sample ${samples.length + 1}`, names()),
            input: inputText,
            ...(active?.output === undefined ? {} : { output: active.output }),
          });
        }}
        onRename={(id, name) => {
          const sample = samples.find((s) => s.id === id);
          if (sample)
            store().saveSample(toolId, {
              ...sample,
              name: uniqueSampleName(
                name,
                names().filter((n) => n !== sample.name),
              ),
            });
        }}
        onDelete={(id) => store().deleteSample(toolId, id)}
        onWriteExamples={writeExamples}
        onLoadExamples={loadExamples}
        onGenerateCases={() => {
          addGeneratedCases().catch((error: unknown) =>
            store().notify(
              `The case generator did not load (${errorMessage(error)}); reload the page to try again.`,
              'error',
            ),
          );
        }}
      />
      <div ref={formRef}>
        <FormPreview
          // A new tool starts a new form: a tool whose schema does not compile shows its own fields
          // greyed out with the reason, never the previously selected tool's.
          key={`${toolId}#${view.index}`}
          schema={inputSchema}
          value={inputValue}
          issues={fieldIssues}
          schemaError={doneInput?.schemaError}
          checkedSchema={inputCheck.status === 'done' ? inputCheck.schema : undefined}
          onChange={(value, fromField) => {
            // Whole numbers beyond 2^53 keep the digits the text has for them (JavaScript rounds them).
            const literals = inexactNumbers(inputText);
            const text = stringifyKeepingDigits(value ?? {}, literals);
            if (
              inputReading.ok &&
              stringifyKeepingDigits(inputReading.value ?? {}, literals) === text
            )
              return;
            // Values RJSF derives on its own (defaults after a schema edit) are not the user's:
            // they neither start a sample nor rewrite the one shown.
            if (!fromField) return;
            const edited = changedPointers(inputValue, value);
            if (edited.some((pointer) => !touched.has(pointer)))
              setTouched(new Set([...touched, ...edited]));
            setInputText(text);
          }}
        />
      </div>
      <div className="form-summary">
        <CheckStatus
          check={inputCheck}
          what="Sample input"
          schemaName="inputSchema"
          reading={inputReading}
          quiet={untouched}
        />
        {placedIssues.length > 0 && (
          <button
            type="button"
            onClick={() => {
              setRevealAll(true);
              setGoToFirst((n) => n + 1);
            }}
          >
            {untouched
              ? 'Check'
              : hiddenIssues > 0
                ? 'Show all and go to the first problem'
                : 'Go to the first problem'}
          </button>
        )}
      </div>
      {Request && (
        <section className="form-request" aria-label="Request">
          <Request
            toolId={toolId}
            tool={entry.value}
            input={inputValue}
            inputText={inputText}
            valid={doneInput && !doneInput.schemaError ? doneInput.valid : undefined}
          />
        </section>
      )}
      {active && (
        <CaseExpectation
          sample={active}
          result={doneInput}
          onExpect={(expect) => store().saveSample(toolId, { ...active, expect })}
        />
      )}
      <JsonTextBox
        label="Sample input"
        text={inputText}
        onText={(text) => {
          setPasteNote(undefined);
          setRevealAll(true);
          setInputText(text);
        }}
        reading={inputReading}
        onPaste={(event) => {
          const box = event.currentTarget;
          const replacesAll =
            (box.selectionStart === 0 && box.selectionEnd === box.value.length) ||
            box.value.trim() === '' ||
            box.value.trim() === EMPTY_INPUT;
          if (!replacesAll) return;
          const pasted = readPastedArguments(event.clipboardData.getData('text'), inputSchema);
          // Plain JSON pastes as typed; text that needed repair (or names unknown keys) is said so.
          if (!pasted.ok || (pasted.repairs.length === 0 && pasted.unknownKeys.length === 0))
            return;
          event.preventDefault();
          setRevealAll(true);
          setInputText(JSON.stringify(pasted.value, null, 2));
          setPasteNote(pasteMessage(pasted.repairs, pasted.unknownKeys));
        }}
      />
      <div className="sample-actions">
        <button type="button" onClick={copySample}>
          Copy sample input
        </button>
      </div>
      <LiveSlot toolId={toolId} name={toolName} />
      {pasteNote && (
        <p className="paste-note" role="status" aria-label="Paste note">
          {pasteNote}
        </p>
      )}
      {outputSchema !== undefined && (
        <section className="sample-output" aria-label="Output">
          <h3>Sample output</h3>
          {outputNotices.map((notice) => (
            <p key={notice.message} className={`form-notice form-notice-${notice.severity}`}>
              {notice.message}
            </p>
          ))}
          <JsonTextBox
            label="Sample output"
            text={outputText}
            onText={setOutputText}
            reading={outputReading}
            rows={6}
          />
          <CheckStatus
            check={outputCheck}
            what="Sample output"
            schemaName="outputSchema"
            reading={outputReading}
          />
          {doneOutput && doneOutput.issues.length > 0 && (
            <section className="sample-issues" aria-label="Sample output problems">
              <ul>
                {doneOutput.issues.map((issue, index) => (
                  <li key={index}>
                    <code>{issue.pointer || '(whole value)'}</code> {issue.message}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </section>
      )}
      <OutputResults toolId={toolId} tool={tool} />
    </div>
  );
}
