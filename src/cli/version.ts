// The import attribute lets Node load this module as it is (the e2e suite imports the CLI).
import packageJson from '../../package.json' with { type: 'json' };

/** The version `tool-schema --version` prints, read from package.json when the CLI is built. */
export const TOOL_SCHEMA_VERSION: string = packageJson.version;
