// The browser tests' phases, in the order scripts/e2e.mjs runs them; playwright.config.ts
// makes one project of each (which spec files, how many at a time). The projects of one phase
// run at once, each in its own Playwright.
export const E2E_PHASES = [['visitors'], ['staff', 'apart'], ['last']]
export const E2E_PROJECTS = E2E_PHASES.flat()
