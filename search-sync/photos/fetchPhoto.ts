import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { isPublicAddress } from './publicAddress'

/** A photo's bytes, or why not; `hostDown` when the host itself did not answer (no address, refused, timed out). */
export type FetchedPhoto = { bytes: Buffer } | { problem: string; hostDown?: true }

export type PhotoFetchLimits = {
  /** The whole fetch, redirects included. */
  timeoutMs: number
  maxBytes: number
  /** Origins (`http://10.0.0.5:8080`) on the operator's own network that may be read: PHOTO_PRIVATE_ORIGINS. */
  privateOrigins: ReadonlySet<string>
}

const MAX_REDIRECTS = 3

export function photoFetchLimits(env: NodeJS.ProcessEnv = process.env): PhotoFetchLimits {
  return {
    timeoutMs: 20_000,
    maxBytes: 15 * 1024 * 1024,
    privateOrigins: new Set(
      (env.PHOTO_PRIVATE_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
        .map((origin) => new URL(origin).origin),
    ),
  }
}

class Refused extends Error {}

/**
 * A photo from a dealer's host: http(s) only; every address the host name resolves to must be
 * public (the connection goes to the address that was checked, so a second DNS answer cannot
 * swap it); redirects followed by hand, each checked the same way; bounded in time and bytes.
 */
export async function fetchPhoto(address: string, limits: PhotoFetchLimits): Promise<FetchedPhoto> {
  const deadline = Date.now() + limits.timeoutMs
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return { problem: 'not an address' }
  }
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { problem: `${url.protocol} is not http(s)` }
    if (url.username || url.password) return { problem: 'addresses with credentials are not fetched' }
    let answer: Answer
    try {
      answer = await get(url, limits, deadline)
    } catch (error) {
      if (error instanceof Refused) return { problem: error.message }
      const code = (error as NodeJS.ErrnoException).code
      return {
        problem:
          code === 'ETIMEDOUT'
            ? 'the host took too long'
            : `could not be fetched (${code ?? (error as Error).message})`,
        hostDown: true,
      }
    }
    if ('location' in answer) {
      url = new URL(answer.location, url)
      continue
    }
    return answer
  }
  return { problem: `more than ${MAX_REDIRECTS} redirects` }
}

type Answer = FetchedPhoto | { location: string }

function get(url: URL, limits: PhotoFetchLimits, deadline: number): Promise<Answer> {
  const trusted = limits.privateOrigins.has(url.origin)
  // The check happens where the socket gets its address: the connection goes to what was checked.
  const lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0)
      const refused = addresses.find((a) => !trusted && !isPublicAddress(a.address))
      if (refused)
        return callback(new Refused(`${url.hostname} is a private address (${refused.address}); not fetched`), '', 0)
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses)
      callback(null, addresses[0]!.address, addresses[0]!.family)
    })
  }
  // An address written as an IP is connected to without a lookup: it is checked here.
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1')
  if (isIP(literal) && !trusted && !isPublicAddress(literal))
    return Promise.reject(new Refused(`${url.hostname} is a private address (${literal}); not fetched`))
  const client = url.protocol === 'https:' ? https : http
  return new Promise<Answer>((settle, fail) => {
    const resolve = (answer: Answer) => {
      clearTimeout(timer)
      settle(answer)
    }
    const reject = (error: Error) => {
      clearTimeout(timer)
      fail(error)
    }
    const remaining = deadline - Date.now()
    if (remaining <= 0) return fail(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' }))
    const request = client.get(
      url,
      { lookup, agent: false, headers: { Accept: 'image/*', 'User-Agent': 'dealer-platform-photos/1' } },
      (response) => {
        const status = response.statusCode ?? 0
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume()
          return resolve({ location: response.headers.location })
        }
        if (status !== 200) {
          response.resume()
          return resolve({ problem: `the host answered ${status}` })
        }
        if (Number(response.headers['content-length'] ?? 0) > limits.maxBytes) {
          response.destroy()
          return resolve({ problem: `larger than ${limits.maxBytes / 1024 / 1024} MB` })
        }
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > limits.maxBytes) {
            response.destroy()
            resolve({ problem: `larger than ${limits.maxBytes / 1024 / 1024} MB` })
          } else chunks.push(chunk)
        })
        response.on('end', () => resolve({ bytes: Buffer.concat(chunks) }))
        response.on('error', reject)
        // Cut off mid-body (the deadline, a dropped connection): never a part of a photo.
        response.on('close', () => {
          if (!response.complete)
            reject(Object.assign(new Error('cut off'), { code: timedOut ? 'ETIMEDOUT' : 'ECONNRESET' }))
        })
      },
    )
    let timedOut = false
    // One deadline for the whole fetch: a host that trickles its bytes is cut off too.
    const timer = setTimeout(() => {
      timedOut = true
      request.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' }))
    }, remaining)
    request.on('error', (error) => reject(timedOut ? Object.assign(error, { code: 'ETIMEDOUT' }) : error))
  })
}
