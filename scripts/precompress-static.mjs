#!/usr/bin/env node
// Runs after `next build`: writes a Brotli copy (quality 11) beside every script and
// stylesheet of the build (.next/static), which the production server sends to browsers that
// take Brotli instead of compressing the file again on every request (src/lib/compression.mjs).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const root = path.resolve(process.argv[2] ?? '.next/static')

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? files(full) : /\.(js|css)$/.test(entry.name) ? [full] : []
  })

const started = Date.now()
const list = files(root)
let before = 0
let after = 0
// Compressed four at a time on libuv's thread pool.
for (let i = 0; i < list.length; i += 4) {
  await Promise.all(
    list.slice(i, i + 4).map(async (file) => {
      const source = readFileSync(file)
      const compressed = await brotli(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      })
      writeFileSync(`${file}.br`, compressed)
      before += source.length
      after += compressed.length
    }),
  )
}
console.log(
  `precompressed ${list.length} build files with Brotli: ${(before / 1e6).toFixed(1)} MB to ${(after / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
