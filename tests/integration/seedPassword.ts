/** The demo staff's password in integration tests (the seeded template's and every file's own seed). */
export const SEED_PASSWORD = 'integration-password'
