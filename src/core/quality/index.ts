export * from './report';
export { MAX_DESCRIPTION_CHARS, MIN_DESCRIPTION_WORDS } from './checks';
export { QUALITY_CODES, TRUST_CODES } from './codes';
