import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { FORM_FIELDS_DRAWN_AT_ONCE, FORM_GROUPS_PER_STEP, isPlainObject } from '../../core';
import type { Dialect, JsonSchemaObject, PreparedFormSchema } from '../../core';
import { defaultsBehaviour, fields, templates, uiSchema, widgets } from './form-config';
import { rjsfValidatorFor } from './rjsf-validators';
import { stableGroup } from './split-keys';
import { whenIdle } from '../../when-idle';
import type { GroupCache } from './split-keys';

/**
 * Properties per small form of a split root. An edit re-renders one group; fewer, larger groups
 * make the first render cheaper (each RJSF form has a fixed set-up cost).
 */
const PROPERTIES_PER_GROUP = 12;

/**
 * A placeholder's height per property it stands for until a drawn group has been measured, in em:
 * about a field with a title, its facts, two lines of description and an input. Once groups are
 * drawn, their mean height per property is used, so the scrollbar hardly moves as groups arrive.
 */
const PLACEHOLDER_EM_PER_PROPERTY = 8;

/**
 * How far beyond the scrolling panel's edges a placeholder counts as in view (mounted at once):
 * a fraction of the panel's height, so a short scroll finds fields, not placeholders.
 */
const NEAR_VIEW_MARGIN = '50% 0px';

/** An idle step waits for the page to be idle at most this long, so a busy page still fills in. */
const STEP_IDLE_TIMEOUT_MS = 100;

interface GroupFormProps {
  /** The properties this group draws, in schema order. */
  keys: readonly string[];
  schema: JsonSchemaObject;
  /** `{key: value}` for the group's keys; identity-stable while they do not change. */
  formData: Record<string, unknown>;
  errors: ErrorSchema | undefined;
  dialect: Dialect;
  disabled: boolean;
  idPrefix: string;
  onGroupChange: (keys: readonly string[], formData: unknown, fromField: boolean) => void;
}

/** A group of root properties as its own small RJSF form (memoised on identity). */
const GroupForm = memo(function GroupForm({
  keys,
  schema,
  formData,
  errors,
  dialect,
  disabled,
  idPrefix,
  onGroupChange,
}: GroupFormProps) {
  return (
    <Form
      schema={schema as RJSFSchema}
      uiSchema={uiSchema}
      formData={formData}
      validator={rjsfValidatorFor(dialect)}
      fields={fields}
      widgets={widgets}
      templates={templates}
      idPrefix={idPrefix}
      disabled={disabled}
      noHtml5Validate
      showErrorList={false}
      extraErrors={errors}
      experimental_defaultFormStateBehavior={defaultsBehaviour}
      className="rjsf-property-group"
      tagName="div"
      onChange={(event, id) => {
        if (!disabled) onGroupChange(keys, event.formData, id !== undefined);
      }}
    />
  );
});

/** What a group's form is drawn with; a group is up to date when all of it is the same as now. */
interface GroupState {
  keys: readonly string[];
  schema: JsonSchemaObject;
  formData: Record<string, unknown>;
  errors: ErrorSchema | undefined;
  disabled: boolean;
  dialect: Dialect;
}

function sameState(a: GroupState | undefined, b: GroupState): boolean {
  return (
    a !== undefined &&
    a.schema === b.schema &&
    a.formData === b.formData &&
    a.errors === b.errors &&
    a.disabled === b.disabled &&
    a.dialect === b.dialect
  );
}

/** The nearest ancestor that scrolls vertically (the form panel), or null for the viewport. */
function scrollingAncestor(element: Element): Element | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if (overflow === 'auto' || overflow === 'scroll' || overflow === 'overlay') return node;
  }
  return null;
}

/** A group's element in the split form: its form, or its placeholder until it is mounted. */
const GROUP_ELEMENTS = ':scope > .rjsf-property-group, :scope > .form-group-placeholder';

/**
 * The split root: title, description, then one small form per group of
 * properties.
 *
 * Groups are mounted progressively. A change that touches at most FORM_FIELDS_DRAWN_AT_ONCE
 * fields of groups not up to date (a keystroke, the form's own edit, its errors) is drawn at once.
 * A larger one (a paste, another tool, the first draw, another sample) draws at once only the
 * first group behind; the others keep what they showed (or stand as placeholders of about their
 * height, until first mounted) and are brought up to date FORM_GROUPS_PER_STEP at a time per idle
 * moment, in order, so no task is long and a key pressed meanwhile waits for one group at most. A
 * group in or near the view is drawn as soon as the IntersectionObserver reports it, after the
 * browser's own layout: measuring the groups in view in the commit forced that layout, and their
 * render, into the large change's task.
 */
export function SplitForm({
  from,
  keys,
  value,
  extraErrors,
  disabled,
  idPrefix,
  onChange,
}: {
  from: PreparedFormSchema;
  keys: string[];
  value: unknown;
  extraErrors: ErrorSchema | undefined;
  disabled: boolean;
  idPrefix: string;
  onChange: (value: unknown, fromField: boolean) => void;
}) {
  const schema = from.schema!;
  const properties = schema.properties as Record<string, unknown>;
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const schemas = useRef(new Map<string, GroupCache>());
  const data = useRef(new Map<string, GroupCache>());
  const errorGroups = useRef(new Map<string, GroupCache>());
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const onGroupChange = useCallback(
    (groupKeys: readonly string[], formData: unknown, fromField: boolean) => {
      const current = isPlainObject(latest.current.value) ? latest.current.value : {};
      const changed = isPlainObject(formData) ? formData : {};
      const merged: Record<string, unknown> = { ...current };
      for (const key of groupKeys) {
        if (changed[key] === undefined) delete merged[key];
        // defineProperty: a property named "__proto__" stays a property of the sample.
        else
          Object.defineProperty(merged, key, {
            value: changed[key],
            enumerable: true,
            writable: true,
            configurable: true,
          });
      }
      latest.current.onChange(merged, fromField);
    },
    [],
  );

  /** What each group was drawn with at the last commit (absent: a placeholder), and what it was given. */
  const book = useRef({
    drawn: new Map<string, GroupState>(),
    given: new Map<string, GroupState>(),
    step: 0,
  });
  /** Groups behind and in or near view, as the IntersectionObserver last said. */
  const inView = useRef(new Set<string>());
  const [step, setStep] = useState(0);
  const [, setWake] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const observer = useRef<IntersectionObserver | undefined>(undefined);
  const observedIds = useRef(new WeakMap<Element, string>());
  /** Mean height of a drawn property in pixels, measured while placeholders stand; 0: not yet. */
  const propertyHeight = useRef(0);
  /** The scrolling panel the form is in (null: the viewport), found once. */
  const scrollRoot = useRef<{ element: Element | null } | undefined>(undefined);

  const record = isPlainObject(value) ? value : {};
  const errorRecord = (extraErrors ?? {}) as Record<string, ErrorSchema | undefined>;
  const groups: { id: string; state: GroupState }[] = [];
  for (let i = 0; i < keys.length; i += PROPERTIES_PER_GROUP) {
    const group = keys.slice(i, i + PROPERTIES_PER_GROUP);
    const id = group[0]!;
    const groupRequired = group.filter((k) => required.has(k));
    // Each group is an object with its properties and the root's definitions for its $refs.
    const groupSchema = stableGroup(
      schemas.current,
      id,
      group,
      [
        ...group.map((k) => properties[k]),
        groupRequired.join('\u0000'),
        schema.$defs,
        schema.definitions,
      ],
      () => {
        const wrapper: JsonSchemaObject = {
          type: 'object',
          properties: Object.fromEntries(group.map((k) => [k, properties[k]])),
        };
        if (groupRequired.length > 0) wrapper.required = groupRequired;
        if (schema.$defs !== undefined) wrapper.$defs = schema.$defs;
        if (schema.definitions !== undefined) wrapper.definitions = schema.definitions;
        return wrapper;
      },
    );
    const formData = stableGroup(
      data.current,
      id,
      group,
      group.map((k) => record[k]),
      () =>
        Object.fromEntries(group.filter((k) => record[k] !== undefined).map((k) => [k, record[k]])),
    );
    const errorParts = group.map((k) => errorRecord[k]);
    const errors = errorParts.some((e) => e !== undefined)
      ? (stableGroup(errorGroups.current, id, group, errorParts, () =>
          Object.fromEntries(group.filter((k) => errorRecord[k]).map((k) => [k, errorRecord[k]])),
        ) as ErrorSchema)
      : undefined;
    groups.push({
      id,
      // The cached keys: the same array while the group's properties are, so memo holds.
      state: {
        keys: schemas.current.get(id)!.keys,
        schema: groupSchema,
        formData,
        errors,
        disabled,
        dialect: from.dialect,
      },
    });
  }

  // Which groups to bring up to date in this render.
  const { drawn, given } = book.current;
  const behind: number[] = [];
  let changedFields = 0;
  const changed: number[] = [];
  groups.forEach(({ id, state }, i) => {
    if (sameState(drawn.get(id), state)) return;
    behind.push(i);
    if (!sameState(given.get(id), state)) {
      changed.push(i);
      changedFields += state.keys.length;
    }
  });
  const now = new Set<number>();
  let nowFields = 0;
  const take = (i: number) => {
    if (now.has(i)) return;
    now.add(i);
    nowFields += groups[i]!.state.keys.length;
  };
  for (const i of behind) {
    const { id, state } = groups[i]!;
    const before = drawn.get(id);
    // In view; or drawn with other properties, which another group may draw now (no field twice).
    if (
      inView.current.has(id) ||
      (before && before.keys.join('\u0000') !== state.keys.join('\u0000'))
    )
      take(i);
  }
  const largeChange = nowFields + changedFields > FORM_FIELDS_DRAWN_AT_ONCE;
  if (!largeChange) changed.forEach(take);
  // A large change: the groups the observer last reported in view (above), or else the first
  // group behind.
  else if (now.size === 0 && behind.length > 0) take(behind[0]!);
  if (step !== book.current.step) {
    let taken = 0;
    for (const i of behind) {
      if (taken === FORM_GROUPS_PER_STEP) break;
      if (!now.has(i)) {
        take(i);
        taken++;
      }
    }
  }
  const nextDrawn = new Map<string, GroupState>();
  const nextGiven = new Map<string, GroupState>();
  const waiting: number[] = [];
  const behindSet = new Set(behind);
  const elements = groups.map(({ id, state }, i) => {
    nextGiven.set(id, state);
    const upToDate = now.has(i) || !behindSet.has(i);
    const shown = upToDate ? state : drawn.get(id);
    if (!upToDate) waiting.push(i);
    if (shown === undefined) {
      return (
        <div
          key={id}
          className="form-group-placeholder"
          aria-busy="true"
          style={{
            height:
              propertyHeight.current > 0
                ? `${Math.round(state.keys.length * propertyHeight.current)}px`
                : `${state.keys.length * PLACEHOLDER_EM_PER_PROPERTY}em`,
          }}
        />
      );
    }
    nextDrawn.set(id, shown);
    return (
      <GroupForm
        key={id}
        keys={shown.keys}
        schema={shown.schema}
        formData={shown.formData}
        errors={shown.errors}
        dialect={shown.dialect}
        disabled={shown.disabled}
        idPrefix={idPrefix}
        onGroupChange={onGroupChange}
      />
    );
  });
  const pending = waiting.length;

  // After every commit, on purpose: it records what was drawn, and watches the groups behind.
  useLayoutEffect(() => {
    book.current = { drawn: nextDrawn, given: nextGiven, step };
    observer.current?.disconnect();
    inView.current.clear();
    const form = formRef.current;
    if (pending === 0 || !form) return;
    scrollRoot.current ??= { element: scrollingAncestor(form) };
    const root = scrollRoot.current.element;
    const groupElements = form.querySelectorAll(GROUP_ELEMENTS);
    const behindNow = new Set(waiting);
    // The placeholders' height per property, from the groups drawn, once: reading layout here
    // forces it inside this task. The groups in view are left to the observer below, which
    // reports them after the browser's own layout, so a large change (a paste, another tool) is
    // not also the layout and the second render of the groups in view in one task.
    if (propertyHeight.current === 0) {
      let height = 0;
      let measured = 0;
      groups.forEach(({ id, state }, i) => {
        const element = groupElements[i];
        if (!element || behindNow.has(i) || !nextDrawn.has(id)) return;
        height += element.getBoundingClientRect().height;
        measured += state.keys.length;
      });
      if (height > 0) propertyHeight.current = height / measured;
    }
    // Watch the groups still behind: one that comes near the view is drawn at once.
    if (typeof IntersectionObserver !== 'function') return;
    observer.current ??= new IntersectionObserver(
      (entries) => {
        let woke = false;
        for (const entry of entries) {
          const id = observedIds.current.get(entry.target);
          if (id === undefined) continue;
          if (!entry.isIntersecting) inView.current.delete(id);
          else if (!inView.current.has(id)) {
            inView.current.add(id);
            woke = true;
          }
        }
        if (woke) setWake((n) => n + 1);
      },
      { root, rootMargin: NEAR_VIEW_MARGIN },
    );
    for (const i of waiting) {
      const element = groupElements[i];
      if (!element) continue;
      observedIds.current.set(element, groups[i]!.id);
      observer.current.observe(element);
    }
  });
  useEffect(() => {
    if (pending === 0) return;
    return whenIdle(() => setStep((n) => n + 1), STEP_IDLE_TIMEOUT_MS);
  }, [pending, step]);
  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = undefined;
    },
    [],
  );

  // Root-level problems are listed once, under the form (FormPreview), as in an unsplit form.
  return (
    <form
      ref={formRef}
      className="rjsf rjsf-split"
      noValidate
      aria-busy={pending > 0 || undefined}
      onSubmit={(event) => event.preventDefault()}
    >
      {typeof schema.title === 'string' && <p className="form-root-title">{schema.title}</p>}
      {typeof schema.description === 'string' && (
        <p className="field-description">{schema.description}</p>
      )}
      {elements}
    </form>
  );
}
