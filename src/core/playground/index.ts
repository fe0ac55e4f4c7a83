/** Pure logic of the playground: form schema preparation, samples and examples, annotation edits. */
export * from './annotations';
export * from './form-schema';
export * from './issue-tree';
export * from './samples';
export * from './schema-facts';
export * from './structural-sharing';
export * from './field-state';
export * from './paste-arguments';
export * from './judge-case';
export * from './test-cases';
export * from './exact-numbers';
export * from './enum-suggestions';
