// MongoDB needs no schema migrations (Payload creates collections and indexes on connect).
// Data migrations for MongoDB go here, created with `DATABASE_URI=mongodb://… npm run migrate:create -- <name>`:
// each data change a SQLite migration makes has its MongoDB twin.
import * as migration_20261202_050000_finance_steps_and_navigation_title from './20261202_050000_finance_steps_and_navigation_title'

export const migrations = [
  {
    up: migration_20261202_050000_finance_steps_and_navigation_title.up,
    down: migration_20261202_050000_finance_steps_and_navigation_title.down,
    name: '20261202_050000_finance_steps_and_navigation_title',
  },
]
