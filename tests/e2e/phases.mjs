// The browser tests' phases, in the order scripts/e2e.mjs runs them; playwright.config.ts
// makes one project of each (which spec files, how many at a time).
export const E2E_PHASES = ['visitors', 'staff', 'last']
