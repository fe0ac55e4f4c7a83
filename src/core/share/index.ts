export * from './snapshot';
export * from './link';
export * from './workspace-file';
