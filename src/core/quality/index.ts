export * from './report';
export { QUALITY_CODES, TRUST_CODES } from './codes';
export * from './rubric/index';
