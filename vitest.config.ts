import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // A local PostgreSQL for the PostgreSQL suites when none is given (test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Contract tests each spawn a real daemon; two cores cannot run many at once.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
