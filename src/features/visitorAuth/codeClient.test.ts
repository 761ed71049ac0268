import { afterEach, describe, expect, it, vi } from 'vitest'
import { CODE_INVALID, TOO_MANY_ATTEMPTS } from '@/domain/oneTimeCode'
import { requestCode, verifyCode } from './codeClient'

const answering = (status: number, body: unknown) =>
  vi.fn(async () => Response.json(body, { status })) as unknown as typeof fetch

/** A page as far as the analytics and the signed-in note need one. */
function page() {
  const dataLayer: { eventId: number }[] = []
  const stored = new Map<string, string>()
  vi.stubGlobal('document', { body: { dataset: {} } })
  vi.stubGlobal('window', {
    dataLayer,
    dispatchEvent: () => true,
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    },
  })
  return { dataLayer, stored }
}

afterEach(() => vi.unstubAllGlobals())

describe('the one-time code’s requests, shared by the sign-in page and the finance pre-approval', () => {
  it('posts the number and the purpose, and records event 36 once a code went', async () => {
    const { dataLayer } = page()
    const fetcher = answering(200, { sent: true })
    expect(await requestCode('0412 345 678', 'finance', 'failed', fetcher)).toEqual({ ok: true })
    const [path, init] = (fetcher as unknown as ReturnType<typeof vi.fn>).mock.calls[0]!
    expect(path).toBe('/api/visitor/code')
    expect(JSON.parse(init.body)).toEqual({ phone_number: '0412 345 678', type: 'finance' })
    expect(dataLayer.map((event) => event.eventId)).toEqual([36])
  })

  it('passes on the field’s message, turns 429 into the spec’s limit text, and a lost request into the caller’s', async () => {
    const { dataLayer, stored } = page()
    expect(
      await verifyCode('0412345678', '000000', undefined, 'x', answering(400, { errors: { code: CODE_INVALID } })),
    ).toEqual({
      ok: false,
      errors: { code: CODE_INVALID },
    })
    expect(await requestCode('0412345678', undefined, 'x', answering(429, { error: 'slow down' }))).toEqual({
      ok: false,
      errors: { form: TOO_MANY_ATTEMPTS },
    })
    const offline = (async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    expect(
      await verifyCode('0412345678', '123456', undefined, 'An unknown error occurred during verification.', offline),
    ).toEqual({
      ok: false,
      errors: { form: 'An unknown error occurred during verification.' },
    })
    expect(dataLayer).toEqual([])
    expect(stored.size).toBe(0)
  })

  it('records event 37 and notes the sign-in once the code is accepted', async () => {
    const { dataLayer, stored } = page()
    expect(await verifyCode('0412345678', '123456', 'finance', 'x', answering(200, { signedIn: true }))).toEqual({
      ok: true,
    })
    expect(dataLayer.map((event) => event.eventId)).toEqual([37])
    expect(stored.get('visitor-signed-in')).toBe('1')
  })
})
