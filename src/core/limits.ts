/**
 * Every limit the studio enforces, in one place. docs/security.md lists them (the README the main
 * ones); change them here and there together.
 */

/** Largest document the parser accepts, in UTF-16 code units (about 8 MB of ASCII JSON). */
export const MAX_DOCUMENT_CHARS = 8 * 1024 * 1024;

/** Deepest nesting of arrays and objects the parser accepts; deeper input is refused before any recursive step. */
export const MAX_NESTING_DEPTH = 256;

/** Most tools one document may hold before analysis stops listing them one by one. */
export const MAX_TOOLS_PER_DOCUMENT = 10_000;

/** Most diagnostics reported for one document; the rest are summarised in one line. */
export const MAX_DIAGNOSTICS = 1_000;

/** Most compiled validators kept in the cache before the oldest are evicted: enough for a 1 000-tool workspace with its subschemas. */
export const VALIDATOR_CACHE_SIZE = 2_000;

/**
 * Schemas the analysis remembers as compiling, by their text without words (compile-check.ts):
 * the tools being edited, whose every key in a title or description would otherwise compile
 * the whole schema again.
 */
export const COMPILING_SCHEMAS_KEPT = 256;

/**
 * Texts the validation worker keeps, one per client key (the tools edited recently), so the page
 * can send a keystroke's edit instead of the whole text; the least recently used goes first, and
 * an edit for a text it no longer holds is answered by asking for the whole text.
 */
export const WORKER_TEXTS_KEPT = 64;

/** Longest `$ref` chain followed when resolving local references by hand. */
export const MAX_REF_HOPS = 64;

/** Longest file the CLI reads, in bytes. */
export const MAX_FILE_BYTES = MAX_DOCUMENT_CHARS;

/**
 * Share links: longest link (whole URL) that browsers, mail clients and chat apps keep intact
 * in practice; longer links still work in Chromium but get cut off when pasted around, so the
 * studio warns and offers a workspace file instead.
 */
export const SHARE_LINK_RELIABLE_CHARS = 8_000;

/** Longest share fragment the studio decodes or creates: Chromium's own URL limit (2 MiB). */
export const SHARE_LINK_MAX_CHARS = 2 * 1024 * 1024;

/** Most bytes a share link may inflate to; decompression stops reading past it (zip bombs). */
export const SHARE_MAX_DECODED_BYTES = 2 * 1024 * 1024;

/** Longest the studio waits for one validation in the worker before it stops and restarts it. */
export const VALIDATION_TIMEOUT_MS = 3_000;

/**
 * How long one background batch may keep the validation worker busy: it answers the texts it has
 * analysed once this much time has passed (always at least one), so a keystroke in the open tool
 * waits for at most this and one more tool, not for a whole batch.
 */
export const BACKGROUND_BATCH_BUDGET_MS = 10;

/**
 * How long one background batch may keep a second validation worker busy, where the machine has
 * the cores for one (BACKGROUND_WORKER_MIN_CORES): no keystroke waits behind it there, so the
 * bound only sets how often rows get their badges while a large workspace is checked.
 */
export const BACKGROUND_WORKER_BATCH_BUDGET_MS = 100;

/**
 * Logical cores (navigator.hardwareConcurrency) from which the background checks get a worker of
 * their own. Below it they share the open tool's worker: on two cores a second worker takes CPU
 * from the first and from the page, so typing in a large workspace got slower, not faster.
 */
export const BACKGROUND_WORKER_MIN_CORES = 4;

/** Longest an edit waits before it is written to storage; every edit is saved within a second. */
export const PERSIST_DEBOUNCE_MS = 300;

/**
 * Longest the synchronous localStorage journal of unsaved edits may be, in characters of JSON.
 * localStorage holds about 5 MiB per origin in Chromium and Firefox, and every keystroke rewrites
 * the journal, so it stays well below that; past it, edits reach IndexedDB only (within
 * PERSIST_DEBOUNCE_MS) and the user is told.
 */
export const MAX_JOURNAL_CHARS = 1_000_000;

/**
 * Keystrokes the journal records as edits after its last whole copy (each in a small key of its
 * own, so a keystroke costs the journal its edit, not the document); past this many the whole
 * delta is written again and the edits are dropped.
 */
export const MAX_JOURNAL_TAIL_EDITS = 256;

/** Most Ctrl/Cmd+S snapshots kept per tool; the oldest go first. */
export const MAX_SNAPSHOTS_PER_TOOL = 20;

/** Longest Python source the "From Python" import reads, in characters. */
export const MAX_PYTHON_SOURCE_CHARS = 200_000;

/** Deepest nesting of Pydantic models the Python import inlines before reporting a cycle. */
export const MAX_PYTHON_MODEL_DEPTH = 32;

/** OpenAI strict mode, "Supported schemas" (https://platform.openai.com/docs/guides/structured-outputs#supported-schemas): most object properties in one schema. */
export const OPENAI_STRICT_MAX_PROPERTIES = 5000;

/** OpenAI strict mode: deepest object nesting. */
export const OPENAI_STRICT_MAX_DEPTH = 10;

/** OpenAI strict mode: most enum values across one schema. */
export const OPENAI_STRICT_MAX_ENUM_VALUES = 1000;

/** OpenAI strict mode: most characters in property names, definition names and enum/const values together. */
export const OPENAI_STRICT_MAX_CHARS = 120_000;

/** OpenAI strict mode: a string enum with more values than this is limited to OPENAI_STRICT_MAX_LARGE_ENUM_CHARS. */
export const OPENAI_STRICT_LARGE_ENUM = 250;
export const OPENAI_STRICT_MAX_LARGE_ENUM_CHARS = 15_000;

/** OpenAI function descriptions longer than this were refused in reported API errors (getsentry/sentry-mcp#106, rusiaaman/wcgw#51). */
export const OPENAI_MAX_DESCRIPTION = 1024;

/** Most `$ref` targets copied while inlining one schema for Gemini; beyond it the export is refused, not allowed to explode. */
export const MAX_INLINED_SCHEMAS = 10_000;

/**
 * Pause before the saved samples (not the one being edited, which is checked at once) are
 * re-checked in the worker after the schema or one of them changes; the list's ✓/✗ marks follow.
 */
export const SAMPLE_CHECK_DEBOUNCE_MS = 120;

/** Most samples of one tool re-checked when its schema changes; the list marks the rest as unchecked. */
export const MAX_SAMPLES_RECHECKED = 50;

/** Deepest chain of `$ref`s inlined one inside another for Gemini; deeper chains are refused with a pointer to the JSON Schema option. */
export const MAX_INLINE_DEPTH = 128;

/** Longest the studio waits for the saved workspace to load before starting without saving (so a slow store is never overwritten). */
export const PERSIST_LOAD_TIMEOUT_MS = 5_000;

/**
 * Longest one `tool-schema` command may run before it is stopped with exit code 2. The CLI has
 * no per-validation watchdog like the browser's, and a catastrophic `pattern` must not hang CI.
 * TOOL_SCHEMA_TIMEOUT_SECONDS overrides it.
 */
export const CLI_TIMEOUT_MS = 60_000;

/**
 * Longest parameter table (parameters plus "Add property" rows) the Parameters tab draws in full;
 * a longer one draws only the rows in view, since drawing every row of a 5 000-parameter schema
 * took seconds (issue 20).
 */
export const PARAMS_TABLE_FULL_DRAW_MAX = 150;
/** Most compiled `pattern`s (RE2 or RegExp) kept for reuse across schemas; the oldest are dropped. */
export const PATTERN_CACHE_SIZE = 5_000;

/** Schema nesting levels the version diff compares (deeper levels are not compared). */
export const MAX_DIFF_DEPTH = 64;

/** Words per side the description diff aligns word by word; longer texts are shown as replaced whole. */
export const MAX_TEXT_DIFF_WORDS = 2_000;

/** Candidate values the diff validates per breaking change while looking for a witness. */
export const MAX_WITNESS_CANDIDATES = 24;

/**
 * Breaking changes per diff that get a witness search. Each search compiles both versions of the
 * tool's schema (Ajv compiles take milliseconds each), so a toolset where every tool broke would
 * otherwise take minutes; past the limit changes are reported without a witness, and counted.
 */
export const MAX_WITNESS_SEARCHES = 200;

/**
 * Longest the studio's Compare view waits for a diff (run in its own worker) before stopping it:
 * witness searches validate patterns, and a catastrophic one must not hang the page.
 */
export const DIFF_TIMEOUT_MS = 10_000;

/**
 * Referenced schemas with at most this many keys are inlined into the caller's validator code.
 * A number (not Ajv's default `true`) because the default check is exponential in nested arrays.
 */
export const AJV_INLINE_REF_KEYS = 32;

/** OpenAI: most tools in one request (the API answers "array too long" past it; see docs/providers.md). */
export const OPENAI_MAX_TOOLS = 128;

/**
 * Anthropic strict tool use compiles every strict tool of a request into one grammar; past about
 * these counts it answers "Schema is too complex for compilation" (see docs/providers.md).
 */
export const ANTHROPIC_STRICT_MAX_TOOLS = 20;
export const ANTHROPIC_STRICT_MAX_OPTIONAL_PARAMS = 24;
export const ANTHROPIC_STRICT_MAX_UNION_PARAMS = 16;

/**
 * Most values of an enum the form draws as a drop-down. A longer enum is typed into a text box
 * with a few matching suggestions, since a `<select>` with 100 000 options costs the page seconds
 * of DOM work on every render.
 */
export const MAX_SELECT_OPTIONS = 1_000;

/**
 * Most items the form fills in for a required list's `minItems`, and most items of one list it
 * draws as fields. The renderer builds every item it fills (and a field for every item it holds)
 * in one task: `minItems: 100000` froze the page for 52 s. A larger minimum is a fact shown
 * beside the field; a longer list is summed up and edited in the sample's JSON.
 */
export const FORM_MAX_ARRAY_ITEMS = 100;

/** Most suggestions the form lists under a text box for a long enum. */
export const MAX_ENUM_SUGGESTIONS = 20;

/**
 * Longest line the editor colours. Monaco's JSON tokenizer cannot split a line, so a one-line
 * 1 MB document would hold the page for a second; longer lines show as plain text, as VS Code
 * does past its `editor.maxTokenizationLineLength` (also 20 000).
 */
export const MAX_TOKENIZED_LINE_CHARS = 20_000;

/**
 * Largest document whose brackets the editor colours. Colouring needs every bracket of the
 * document found before the frame that draws a paste can end: about 20–40 ms for a 93 KB tool,
 * inside the same frame as the editor's own drawing of the paste. Bracket matching reads the same
 * brackets but asks for them in a task of its own, 50 ms after the cursor moves, so a larger
 * document keeps matching and loses only the colours.
 */
export const MAX_COLOURED_BRACKETS_CHARS = 32_768;

/**
 * Most findings the editor draws as squiggles on one line. Monaco reads every decoration of a
 * line each time it renders that line, so a minified document, whose findings (up to
 * MAX_DIAGNOSTICS) all sit on line 1, cost 100–600 ms per frame. The rest stay in Problems, and
 * one marker at the start of the line says how many are not drawn.
 */
export const MAX_MARKERS_PER_LINE = 50;

/**
 * How long the tools of a workspace must stay unchanged before the toolset rules run over all of
 * them again (in the worker, one request for the whole workspace): typing never waits for them.
 */
export const TOOLSET_CHECK_DELAY_MS = 500;

/**
 * Tools whose preflight the Tools list works out per idle moment once a target is chosen for the
 * rows: each is an export and its check (about a millisecond), so a 500-tool workspace fills in
 * over a few frames instead of one long task.
 */
export const ROW_PREFLIGHT_TOOLS_PER_SLICE = 10;

/**
 * Largest edit of the active tool (characters inserted or removed) that the panels beside the
 * editor follow in the edit's own task. A larger one (a paste of a whole tool, a replaced
 * document) and a switch to another tool reach them one task later, from an effect: Monaco alone
 * spends 35–50 ms taking in a 93 KB paste, and the form's first render of 200 fields on top of
 * that made one task of 60–100 ms.
 */
export const PANEL_URGENT_EDIT_CHARS = 4_096;

/**
 * Longest the page waits for an idle moment before it maps where each value of a newly read tool
 * text sits (one pass over the text: 6–10 ms for a 93 KB tool), the map a keystroke's reading
 * starts from. After a paste the page is seldom idle for long (the editor draws, the form fills
 * in group by group), and without the map the first key read the whole document again.
 */
export const EDIT_PREPARE_TIMEOUT_MS = 50;

/**
 * Most fields a schema change may redraw in the form in the keystroke's own frame. A larger
 * change (a paste, another tool pasted over this one) is drawn in a transition: React yields to
 * typing and painting between fields, so a 200-field form is not one 130 ms task.
 */
export const FORM_URGENT_REDRAW_FIELDS = 16;

/**
 * Most fields of groups not up to date that a form drawn in groups (a wide root, SplitForm) draws
 * in one render: a keystroke touches one group of 12 and a 30-field form is drawn whole, at about
 * 1 ms a field on a 2-core laptop. A larger change (a paste, another tool, the first draw of a wide
 * form, another sample) draws the first group and those in view at once, and the rest in steps.
 */
export const FORM_FIELDS_DRAWN_AT_ONCE = 36;

/**
 * Groups (of 12 properties) a form drawn in groups brings up to date per idle moment after a
 * large change, in order, until every field is in the page: one group is about 10–15 ms, so a key
 * pressed meanwhile waits for at most one of them.
 */
export const FORM_GROUPS_PER_STEP = 1;

/**
 * Toolset checks: two tool descriptions whose word sets have a Jaccard similarity at or above
 * this (shared distinct words ÷ all distinct words, after case, punctuation and common words are
 * set aside) are reported as near duplicates. Tuned on real servers' tools: distinct tools score
 * well below it (the memory server's closest pair, delete_relations and delete_entities, 0.625;
 * 41 real tools of many servers, at most 0.375), while the filesystem server's
 * list_directory_with_sizes, list_directory's text with three words changed, scores 0.86
 * (src/core/validation/toolset.test.ts).
 */
export const DESCRIPTION_SIMILARITY_THRESHOLD = 0.8;

/**
 * Most earlier descriptions one description is compared with in full; a bound so a workspace of
 * thousands of descriptions built from one template stays linear rather than quadratic.
 */
export const DESCRIPTION_SIMILARITY_MAX_CANDIDATES = 256;

/**
 * Most tools whose located findings the analysis keeps for reuse (keyed by the tool's exact text,
 * see validation/tool-findings.ts): a 1 000-tool workspace twice over, as the validator cache.
 */
export const TOOL_FINDINGS_CACHE_SIZE = 2_000;

/** Most characters of tool text those cached findings are keyed by, in total: two documents of the largest size. */
export const TOOL_FINDINGS_CACHE_CHARS = 2 * MAX_DOCUMENT_CHARS;

/**
 * Most verdicts the Tools list keeps across reloads (IndexedDB, by the digest of each tool's text
 * and what else judges it: src/store/verdict-cache.ts). Past it, verdicts of texts no tool of the
 * workspace has now are dropped; a workspace larger than this keeps the first verdicts only.
 */
export const VERDICT_CACHE_MAX_ENTRIES = 5_000;

/** The cost meter lists this many descriptions and enums per tool, biggest first. */
export const COST_TOP_CONTRIBUTORS = 5;

/** The Cost tab counts tokens this long after the last edit, so typing never waits for the tokenizer. */
export const COST_RECOUNT_DELAY_MS = 400;

/**
 * The Cost worker's answer is awaited this long; then the worker is stopped and the tab says so.
 * Counting is linear in the text, so only a fault reaches it.
 */
export const COST_TIMEOUT_MS = 30_000;

/**
 * The Problems panel's "All tools" view draws at most this many findings (a 500-tool workspace
 * can have thousands); the rest are counted, and filtering by severity or opening a tool shows them.
 */
export const PROBLEMS_ALL_TOOLS_MAX_SHOWN = 500;

/**
 * Import dialog: texts up to this length are previewed on the page, where nothing can queue in
 * front of them (the list of tools is one JSON.parse and one character pass, about 20 ms per MB);
 * longer ones are previewed in the validation worker, with a progress line, so the page never blocks.
 */
export const IMPORT_PREVIEW_PAGE_MAX_CHARS = 1024 * 1024;

/**
 * Import dialog: a text longer than this is read and previewed but not shown in the text box. The
 * browser lays out every line a text box holds, in one task: a 5 MB paste held the page 2.4 s.
 */
export const IMPORT_TEXT_SHOWN_MAX_CHARS = 256 * 1024;

/** Import dialog: texts up to this length are previewed as they are typed, without a "Reading…" step. */
export const IMPORT_PREVIEW_AT_ONCE_CHARS = 256 * 1024;

/** Import dialog: most tool names listed in the preview; the rest are counted ("and 9 800 more"). */
export const IMPORT_PREVIEW_NAMES_SHOWN = 200;

/** Most allowed values an enum's error message names; a longer enum is counted, not listed. */
export const MAX_ENUM_VALUES_LISTED = 20;

/**
 * The case generator (`generateCases`) reasons about lengths and counts without building them:
 * it materialises a string of at most this many characters, an array of at most
 * `MAX_GENERATED_ITEMS` items, and at most `MAX_GENERATED_UNITS` characters and items in one
 * value (nested arrays multiply). A case that needs more is reported as "cannot be materialised",
 * or replaced by one whose verdict follows from the constraint (a string of length 0 is shorter
 * than any minLength above 0).
 */
export const MAX_GENERATED_STRING_CHARS = 10_000;
export const MAX_GENERATED_ITEMS = 1_000;
export const MAX_GENERATED_UNITS = 100_000;
/** Open folder: at most this many tool files are read from one folder (the rest are named as left out). */
export const MAX_FOLDER_FILES = 2_000;
/** Open folder: how many folders deep the walk goes. */
export const MAX_FOLDER_DEPTH = 8;
