// Responses leave the production server (scripts/server.mjs) compressed by it rather than by
// Next (next.config.mjs: compress: false): Brotli for every browser that accepts it, gzip for
// the rest. Next compresses with gzip only, whose 32 KB window cannot reach back from the
// React data at the end of a page to the HTML and stylesheet it repeats; Brotli's can: Harbour's
// home page goes from 40 KB (gzip) to 27 KB, its search and car pages from 30 KB to 21 KB, at
// quality 5, fast enough to compress every page as it streams. The build's own files
// (/_next/static/*.js and .css) never change, so they are compressed once, at quality 11, when
// the app is built (scripts/precompress-static.mjs: a page's first-load JavaScript 154 KB
// gzip, 132 KB Brotli) and sent from disk as they are. Plain JS: the server imports it.
import { createReadStream, statSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import compression from 'compression'
import Negotiator from 'negotiator'

// The compression middleware's own choice, in its order of preference.
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity']
const PREFERRED = ['br', 'gzip']

/** The encoding a response to this request is sent in: 'br', 'gzip', 'deflate' or 'identity'. */
export const acceptedEncoding = (request) => new Negotiator(request).encoding(ENCODINGS, PREFERRED) ?? 'identity'

/** Brotli quality for responses compressed as they are sent (11, the build's, takes 50x longer). */
export const STREAMING_BROTLI_QUALITY = 5

const STATIC_PREFIX = '/_next/static/'
const CONTENT_TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' }

/**
 * The precompressed copy of a build file this request asks for, or null: only GET and HEAD of
 * /_next/static/*.js or .css, from a browser that takes Brotli, with a .br file beside the
 * file in the build (never outside it).
 */
export function precompressedFile(request, staticDir) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const pathname = (request.url ?? '/').split('?')[0]
  if (!pathname.startsWith(STATIC_PREFIX)) return null
  const type = CONTENT_TYPES[path.extname(pathname)]
  if (!type || acceptedEncoding(request) !== 'br') return null
  let relative
  try {
    relative = decodeURIComponent(pathname.slice(STATIC_PREFIX.length))
  } catch {
    return null
  }
  const file = path.resolve(staticDir, relative)
  if (!file.startsWith(path.resolve(staticDir) + path.sep)) return null
  try {
    const { size } = statSync(`${file}.br`)
    return { file: `${file}.br`, size, type }
  } catch {
    return null
  }
}

/**
 * Wraps a request handler: build files with a precompressed copy are sent from it, every
 * other answer through the compression middleware (Brotli at STREAMING_BROTLI_QUALITY or gzip;
 * a streamed page is still sent as it renders, as Next flushes each part).
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} handle
 * @param {{ staticDir: string }} options the build's static folder (.next/static)
 */
export function withCompression(handle, { staticDir }) {
  const compress = compression({
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: STREAMING_BROTLI_QUALITY } },
  })
  return (req, res) => {
    const precompressed = precompressedFile(req, staticDir)
    if (precompressed) {
      res.writeHead(200, {
        'content-type': precompressed.type,
        'content-encoding': 'br',
        'content-length': precompressed.size,
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'Accept-Encoding',
      })
      if (req.method === 'HEAD') res.end()
      else createReadStream(precompressed.file).pipe(res)
      return
    }
    compress(req, res, () => handle(req, res))
  }
}
