/** Visual authoring: Python -> tool import, code generation from schemas, the parameter table. */
export { importPython } from './python/import';
export type { PythonImportResult, PythonSchemaStyle } from './python/import';
export { generatePydanticModel, generatePythonStub } from './codegen/python';
export { generateTypeScript, generateZod } from './codegen/typescript';
export type { CodegenInput, GeneratedCode } from './codegen/common';
export {
  CONSTRAINTS_BY_KIND,
  CONSTRAINT_VALUE_TYPE,
  ITEM_KINDS,
  PARAM_KINDS,
  freshParamName,
  readParamTable,
} from './params/table';
export type { ItemKind, ParamKind, ParamRow, ReadOnlyConstruct } from './params/table';
export { paramEdits } from './params/edits';
export type { ParamOp } from './params/edits';
