// Saves made through this server expire their cache tags at once, but a server that was
// down cannot hear about changes made meanwhile (a restored or migrated database, a seed
// run), so no cache may outlive the server process. next.config.mjs keeps the route and data
// caches in memory; this also empties the on-disk data cache a dev server or an older build
// left under .next, before every start.
import { rmSync } from 'node:fs'
import path from 'node:path'

export function clearDataCache(root = process.cwd()) {
  for (const dir of [
    path.join(root, '.next', 'cache', 'fetch-cache'),
    path.join(root, '.next', 'dev', 'cache', 'fetch-cache'),
  ]) {
    rmSync(dir, { recursive: true, force: true })
  }
}
