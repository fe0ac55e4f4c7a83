export * from './snapshot';
export * from './link';
export { isShareFragment } from './fragment';
export * from './workspace-file';
