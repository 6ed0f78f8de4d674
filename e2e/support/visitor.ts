// Every test arrives as a visitor of its own: the e2e server trusts one proxy hop (TRUST_PROXY=1, as
// behind nginx in production) and each test sends its own X-Forwarded-For address. The per-address
// limits (5 call-backs in 10 minutes, login throttling) then count each test apart, as they count
// each visitor apart, instead of one run's tests using up the allowance of 127.0.0.1 together.
// Each worker has a seeded server of its own (playwright.config.ts): a test's pages and requests go to it.
import { test as base } from '@playwright/test';
import { e2eServer } from '../playwright.config';

let visitors = 0;

export const test = base.extend({
  baseURL: async ({ baseURL: _configured }, use, testInfo) => {
    await use(e2eServer(testInfo.parallelIndex).url);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    visitors += 1;
    const address = `10.${testInfo.workerIndex % 256}.${Math.floor(visitors / 256) % 256}.${visitors % 256}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
});

export { expect } from '@playwright/test';
