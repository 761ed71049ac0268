// Bad REST input through the route the site serves (Payload's handler behind restRequestCheck):
// each of these answered 500 on main; now a 400 or 404 with the reason, and good queries
// still work.
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/(payload)/api/[...slug]/route'
import { POST as GRAPHQL } from '@/app/(payload)/api/graphql/route'
import { seededPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await seededPayload()
})

afterAll(async () => {
  await payload.destroy()
})

async function get(path: string) {
  const url = new URL(`http://harbour-toyota.localhost${path}`)
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .map(decodeURIComponent)
  const response = await GET(new NextRequest(url, { headers: { host: 'harbour-toyota.localhost' } }), {
    params: Promise.resolve({ slug }),
  })
  return {
    status: response.status,
    body: (await response.json()) as { errors?: { message: string }[]; docs?: unknown[] },
  }
}

describe('REST answers bad input with a 4xx and the reason', () => {
  const cases: [string, number, RegExp][] = [
    ['/api/pages/abc', 404, /no pages document "abc"/],
    ['/api/cars/abc', 404, /no cars document/],
    ['/api/pages/versions/abc', 404, /no pages document/],
    ['/api/pages?where[title][equals][0]=a&where[title][equals][1]=b', 400, /where\[title\]\[equals\] takes one value/],
    ['/api/pages?where[title][near]=1,2', 400, /works only on map points/],
    ['/api/pages?where[updatedAt][greater_than]=notadate', 400, /takes a date/],
    ['/api/pages?where[tenant][in]=abc', 400, /takes document ids/],
    ['/api/pages?where[id][equals]=abc', 400, /takes document ids/],
    ['/api/pages?where[or][0][tenant][equals]=x', 400, /where\[or\]\[0\]\[tenant\]\[equals\] takes document ids/],
    ['/api/pages?where[title][sounds_like]=x', 400, /is not an operator/],
    ['/api/pages?where[title]=x', 400, /must name an operator/],
    ['/api/pages?limit=99999999999999999999', 400, /limit must be a whole number/],
    ['/api/pages?page=0', 400, /page must be a whole number from 1/],
    ['/api/pages?depth=abc', 400, /depth must be a whole number/],
  ]
  for (const [path, status, message] of cases) {
    it(`${path} → ${status}`, async () => {
      const answer = await get(path)
      expect(answer.status).toBe(status)
      expect(answer.body.errors?.[0]?.message).toMatch(message)
    })
  }

  it('unknown fields keep Payload’s own 400; good queries keep working', async () => {
    expect((await get('/api/pages?where[nonexistent][equals]=1')).status).toBe(400)
    const home = await get(
      '/api/pages?where[slug][equals]=home&where[updatedAt][greater_than]=2020-01-01&limit=5&depth=1',
    )
    expect(home.status).toBe(200)
    expect(home.body.docs).toHaveLength(1)
    const byId = (home.body.docs![0] as { id: number }).id
    expect((await get(`/api/pages/${byId}`)).status).toBe(200)
    expect((await get(`/api/pages?where[id][in]=${byId},${byId + 1}`)).status).toBe(200)
    expect((await get('/api/pages/count')).status).toBe(200)
  })
})

describe('GraphQL', () => {
  const post = async (body: string) => {
    const response = await GRAPHQL(
      new NextRequest('http://harbour-toyota.localhost/api/graphql', {
        method: 'POST',
        headers: { host: 'harbour-toyota.localhost', 'content-type': 'application/json' },
        body,
      }),
    )
    return {
      status: response.status,
      body: (await response.json()) as {
        data?: { Pages?: { docs: { title: string }[] } }
        errors?: { message: string }[]
      },
    }
  }

  it('answers a body that is no GraphQL request with a 400, and a query with the host’s published pages', async () => {
    for (const body of ['', 'not json', '[]', 'null', '{"query":42}', '{"variables":{}}'])
      expect((await post(body)).status, body).toBe(400)
    const answer = await post(JSON.stringify({ query: '{ Pages(limit: 50) { docs { title } } }' }))
    expect(answer.status).toBe(200)
    expect(answer.body.data?.Pages?.docs.map((p) => p.title)).toContain('Welcome to Harbour City Toyota')
  })
})
