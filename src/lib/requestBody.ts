/**
 * Reading a request body with a size cap that holds while streaming: a declared
 * Content-Length over the cap is refused before reading, and a body without one (chunked)
 * is cut off as soon as it passes the cap, so a 50 MB "phone reveal" never sits in memory.
 */
export class BodyTooLarge extends Error {
  constructor(readonly limitBytes: number) {
    super(`The request body is larger than ${formatBytes(limitBytes)}.`)
  }
}

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${Math.round(bytes / 1024)} KB`

export async function readBodyText(request: Request, limitBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limitBytes) throw new BodyTooLarge(limitBytes)
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limitBytes) {
      await reader.cancel().catch(() => undefined)
      throw new BodyTooLarge(limitBytes)
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

/** The body parsed as JSON, `undefined` when it is not JSON; throws BodyTooLarge past the cap. */
export async function readJsonBody(request: Request, limitBytes: number): Promise<unknown> {
  const text = await readBodyText(request, limitBytes)
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The body parsed as JSON (undefined when it is not JSON), or the 413 answer when it passes the cap. */
export async function readJsonBodyOr413(request: Request, limitBytes: number): Promise<{ body: unknown } | Response> {
  try {
    return { body: await readJsonBody(request, limitBytes) }
  } catch (error) {
    if (error instanceof BodyTooLarge) return tooLarge(error)
    throw error
  }
}

/** The 413 answer for a body past its cap. */
export const tooLarge = (error: BodyTooLarge) =>
  Response.json({ error: error.message }, { status: 413, headers: { 'cache-control': 'no-store' } })
