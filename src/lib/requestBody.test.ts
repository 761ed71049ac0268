import { describe, expect, it } from 'vitest'
import { BodyTooLarge, readBodyText, readJsonBody } from './requestBody'

const streamed = (chunks: string[]) =>
  new Request('http://x/', {
    method: 'POST',
    body: new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
        controller.close()
      },
    }),
    duplex: 'half',
  } as RequestInit)

describe('capped request bodies', () => {
  it('reads a body within the cap', async () => {
    expect(await readJsonBody(new Request('http://x/', { method: 'POST', body: '{"a":1}' }), 100)).toEqual({ a: 1 })
    expect(await readJsonBody(new Request('http://x/', { method: 'POST', body: 'not json' }), 100)).toBeUndefined()
  })

  it('refuses a declared length over the cap without reading', async () => {
    const request = new Request('http://x/', {
      method: 'POST',
      body: 'x'.repeat(10),
      headers: { 'content-length': '5000' },
    })
    await expect(readBodyText(request, 100)).rejects.toBeInstanceOf(BodyTooLarge)
  })

  it('stops a streamed body without a length as soon as it passes the cap', async () => {
    await expect(readBodyText(streamed(['x'.repeat(60), 'x'.repeat(60)]), 100)).rejects.toThrow(/larger than/)
    expect(await readBodyText(streamed(['x'.repeat(50), 'y'.repeat(50)]), 100)).toHaveLength(100)
  })
})
