import { loadPatternEngine } from './core/validation/pattern-engine';

// RE2 loads on demand (the page asks for it before a schema with a pattern, the CLI before each
// command); tests call the core directly, so it is in before each file runs. The tests of what
// happens before it loads import a fresh copy of the engine (pattern-engine.test.ts).
await loadPatternEngine();
