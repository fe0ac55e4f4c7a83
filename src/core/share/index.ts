export * from './snapshot';
export * from './link';
export * from './workspace-file';
export { encodeBase64Url, decodeBase64Url } from './base64url';
