import { defineConfig } from '@playwright/test'

/** End-to-end tests run against a production build served by scripts/e2e.mjs. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  // Screenshots: a pixel counts as changed beyond anti-aliasing (threshold), and a page fails
  // when more than 1 % of its pixels changed, which a moved panel or a lost column always does.
  expect: { timeout: 15_000, toHaveScreenshot: { threshold: 0.2, maxDiffPixelRatio: 0.01, animations: 'disabled' } },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
