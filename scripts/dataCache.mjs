// Next keeps the public sites' data cache (unstable_cache) on disk under .next/cache.
// Saves made through this server expire their tags at once, but a server that was down
// cannot hear about changes made meanwhile (a restored or migrated database, a seed run),
// so the cache never outlives the server process: it is emptied before every start.
import { rmSync } from 'node:fs'
import path from 'node:path'

export function clearDataCache(root = process.cwd()) {
  for (const dir of [path.join(root, '.next', 'cache', 'fetch-cache'), path.join(root, '.next', 'dev', 'cache', 'fetch-cache')]) {
    rmSync(dir, { recursive: true, force: true })
  }
}
