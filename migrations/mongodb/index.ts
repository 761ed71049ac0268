// MongoDB needs no schema migrations (Payload creates collections and indexes on connect).
// Data migrations for MongoDB go here, created with `DATABASE_URI=mongodb://… npm run migrate:create -- <name>`.
export const migrations = []
