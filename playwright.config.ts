import { defineConfig } from '@playwright/test'
import { E2E_PROJECTS } from './tests/e2e/phases.mjs'

/**
 * The browser tests run in three phases (scripts/e2e.mjs runs one Playwright per phase, so a
 * failure in one phase never hides the results of the next):
 * - visitors: tests that only read the dealer sites and send leads, two files at a time;
 * - staff: tests that change what a site shows (settings, menus, pages, stock imports,
 *   rate-limit floods), one at a time, so no test sees another's change half-made;
 * - apart, beside staff: tests that start production servers of their own (their own database,
 *   search alias, Redis database and ports: two instances behind nginx, a crash, MongoDB), and
 *   change nothing the shared server shows; one at a time, on the core the staff tests leave;
 * - last: the screenshots, taken once every change above is in (their committed images show
 *   the demo after those tests), and the check that every lead of the run was delivered.
 * A new spec file is a staff test unless it is listed as a visitor's. A file with one test
 * that changes a setting is a staff file (vehicle-details: the car dates and view counts).
 */
const VISITOR_SPECS = [
  'content-blocks',
  'demo-dealers',
  'design-system',
  'enquiries',
  'finance-calculator',
  'finance-estimates',
  'finance-pre-approval',
  'finance-quote',
  'fleet-enquiry',
  'home-blocks',
  'locations',
  'models',
  'offers',
  'page-width',
  'promo-popup',
  'script-budget',
  'visitor-sign-in',
  'watchlist',
  'script-loading',
  'search-api',
  'search-history',
  'site-links',
  'site-shell',
  'site-wording',
  'stock-directory',
  'stock-landings',
  'tenant-sites',
  'vehicle-gallery',
  'vehicle-share',
  'view-events',
  'without-scripts',
].map((name) => `${name}.spec.ts`)
const APART_SPECS = ['two-instances.spec.ts', 'crash-safe-leads.spec.ts', 'mongodb-sites.spec.ts']
const LAST_SPECS = ['visual.spec.ts', 'zz-every-lead-delivered.spec.ts']
const [VISITORS, STAFF, APART, LAST] = E2E_PROJECTS

/** End-to-end tests run against a production build served by scripts/e2e.mjs. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  // Screenshots: a pixel counts as changed beyond anti-aliasing (threshold), and a page fails
  // when more than 1 % of its pixels changed, which a moved panel or a lost column always does.
  expect: { timeout: 15_000, toHaveScreenshot: { threshold: 0.2, maxDiffPixelRatio: 0.01, animations: 'disabled' } },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: false,
  // Two workers serve the visitors' phase; the others are held to one (below).
  workers: 2,
  // CI gives a failed browser test one more try: two cores serve a production server,
  // Elasticsearch and two browsers, and one slow moment in ~180 tests (a click overtaken by a
  // late hydration) must not hold back a whole stop. A test that fails twice fails the run, and
  // npm test names every test that passed only on its second try, so a flake stays visible.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e-report.json' }]],
  projects: [
    { name: VISITORS, testMatch: VISITOR_SPECS, outputDir: `test-results/e2e/${VISITORS}` },
    {
      name: STAFF,
      testIgnore: [...VISITOR_SPECS, ...APART_SPECS, ...LAST_SPECS],
      workers: 1,
      outputDir: `test-results/e2e/${STAFF}`,
    },
    { name: APART, testMatch: APART_SPECS, workers: 1, outputDir: `test-results/e2e/${APART}` },
    { name: LAST, testMatch: LAST_SPECS, workers: 1, outputDir: `test-results/e2e/${LAST}` },
  ],
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
