import config from './playwright.bench.config';

/** `npm run profile`: the typing profile (profile.bench.ts) on the bench's server and browser. */
export default { ...config, testMatch: 'profile.bench.ts' };
