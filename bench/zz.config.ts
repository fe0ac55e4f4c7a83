import config from './playwright.profile.config';
export default { ...config, testMatch: 'zz-paste.bench.ts' };
