import { version } from '../../package.json';

/** The version `tool-schema --version` prints, read from package.json when the CLI is built. */
export const TOOL_SCHEMA_VERSION: string = version;
