import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FeedFormatError } from './feedReaders'
import { decodeFeed, detectFormat, parseFeed } from './parseFeed'
import { FeedSourceError, openFeed, type StockFeed } from './stockFeed'

const dir = mkdtempSync(path.join(tmpdir(), 'stock-feed-test-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const file = (name: string, bytes: Buffer | string) => {
  const at = path.join(dir, name)
  writeFileSync(at, bytes)
  return at
}
const all = async (feed: StockFeed) => {
  const records = []
  for await (const record of feed.records()) records.push(record)
  return records
}

/** Over a megabyte (the read size), so the feed arrives in several pieces, with "é" cut across pieces. */
const bigJson = (prefix = '') => {
  const cars = Array.from({ length: 3_000 }, (_, i) => ({
    stocknum: `B${i}`,
    dealercomments: `Café ${'é'.repeat(i % 7)} ${'x'.repeat(400)}`,
  }))
  return `${prefix}{"cars": ${JSON.stringify(cars)}, "count": 3000}`
}

describe('stock feed files', () => {
  it('are read piece by piece exactly as they read whole, and again the same', async () => {
    const cases = [
      { name: 'bom.json', bytes: Buffer.from(bigJson('\uFEFF'), 'utf8') },
      { name: 'named-wrong.csv', bytes: Buffer.from(bigJson(), 'utf8') },
      {
        // Windows-1252: "Café “mint”" as a dealer system on Windows writes it.
        name: 'latin.csv',
        bytes: Buffer.concat([
          Buffer.from('stocknum,dealercomments\nL1,Caf'),
          Buffer.from([0xe9, 0x20, 0x93]),
          Buffer.from('mint'),
          Buffer.from([0x94, 0x0a]),
          Buffer.from('L2,Plain\0 text\n#count=2\n'),
        ]),
      },
    ]
    for (const { name, bytes } of cases) {
      const feed = await openFeed(file(name, bytes))
      const text = decodeFeed(bytes)
      const expected = parseFeed(text, detectFormat(name, text))
      const first = await all(feed)
      expect(first).toEqual([...expected])
      expect(await all(feed)).toEqual(first)
      expect(feed.declaredCount()).toBe(expected.declaredCount)
      await feed.close()
    }
    const latin = await all(await openFeed(path.join(dir, 'latin.csv')))
    expect(latin.map((r) => r.fields.dealercomments)).toEqual(['Café “mint”', 'Plain text'])
  })

  it('refuse UTF-16, a stated count that did not arrive, and a missing file, each with the reason', async () => {
    await expect(openFeed(file('utf16.json', Buffer.from([0xff, 0xfe, 0x5b, 0x00, 0x5d, 0x00])))).rejects.toThrow(
      /UTF-16/,
    )
    const cut = await openFeed(file('cut.csv', 'stocknum\nA\nB\n#count=3\n'))
    await expect(all(cut)).rejects.toThrow(FeedFormatError)
    await expect(all(cut)).rejects.toThrow(/says it holds 3 cars but 2 arrived/)
    await expect(openFeed(path.join(dir, 'nothing-here.json'))).rejects.toThrow(FeedSourceError)
  })

  describe('from an address', () => {
    let server: Server
    let base: string
    beforeAll(async () => {
      server = createServer((request, response) => {
        if (request.url === '/feed') {
          response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
          response.end(bigJson())
        } else response.writeHead(404).end()
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })
    afterAll(() => new Promise((resolve) => server.close(resolve)))

    const downloads = () =>
      readdirSync(tmpdir()).filter((name) => name.startsWith('stock-feed-') && !name.includes('test'))

    it('are downloaded once, read from the copy, and the copy removed on close', async () => {
      const before = downloads().length
      const feed = await openFeed(`${base}/feed`)
      expect(downloads().length).toBe(before + 1)
      expect(await all(feed)).toHaveLength(3_000)
      expect(await all(feed)).toHaveLength(3_000)
      expect(feed.declaredCount()).toBe(3_000)
      await feed.close()
      expect(downloads().length).toBe(before)
      await expect(openFeed(`${base}/gone`)).rejects.toThrow(/answered 404/)
      expect(downloads().length).toBe(before)
    })
  })
})
