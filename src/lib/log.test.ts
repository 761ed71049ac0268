import { AsyncLocalStorage } from 'node:async_hooks'
import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLog, requestIdOf } from './log.mjs'

function capture() {
  const lines: Record<string, unknown>[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>)
      done()
    },
  })
  const requests = new AsyncLocalStorage<{ requestId: string }>()
  return { lines, requests, log: createLog(requests, destination) }
}

describe('the log', () => {
  it('writes JSON lines with the level, time and service', () => {
    const { lines, log } = capture()
    log.warn({ tenant: 'harbour-toyota' }, 'car page: no phone number')
    expect(lines[0]).toMatchObject({
      level: 'warn',
      service: 'dealer-platform',
      tenant: 'harbour-toyota',
      msg: 'car page: no phone number',
    })
    expect(Date.parse(String(lines[0]!.time))).not.toBeNaN()
  })

  it('never writes a password, token or a visitor’s personal details', () => {
    const { lines, log } = capture()
    log.error(
      {
        lead: { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com', phone: '0412345678', message: 'Hi' },
        user: { email: 'staff@dealer.test', password: 'hunter22' },
        headers: { authorization: 'JWT abc', cookie: 'payload-token=abc' },
        token: 'abc',
      },
      'lead could not be stored',
    )
    const line = JSON.stringify(lines[0])
    for (const secret of [
      'Jane',
      'Citizen',
      'jane@example.com',
      '0412345678',
      'hunter22',
      'JWT abc',
      'payload-token',
      '"abc"',
    ])
      expect(line).not.toContain(secret)
    expect(line).toContain('[redacted]')
  })

  it('keeps an error’s message and stack: they say what went wrong', () => {
    const { lines, log } = capture()
    log.error({ err: new Error('connect ECONNREFUSED 127.0.0.1:9') }, 'search failed')
    expect(lines[0]).toMatchObject({ err: { type: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:9' } })
  })

  it('tags every line logged while a request is handled with its id', async () => {
    const { lines, log, requests } = capture()
    await requests.run({ requestId: 'req-12345678' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      log.info('inside')
    })
    log.info('outside')
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ['inside', 'req-12345678'],
      ['outside', undefined],
    ])
  })

  it('keeps a sane request id from the proxy and makes one otherwise', () => {
    expect(requestIdOf('3f2b8c1e-proxy-id')).toBe('3f2b8c1e-proxy-id')
    expect(requestIdOf(['abcdef123456', 'x'])).toBe('abcdef123456')
    for (const given of [undefined, 'short', 'has spaces in it', '<script>alert(1)</script>', 'x'.repeat(200)])
      expect(requestIdOf(given)).toMatch(/^[0-9a-f-]{36}$/)
  })
})
