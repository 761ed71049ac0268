// Payload's SEO plugin on pages, offers and models: the fields keep the pages' earlier data,
// "Auto-generate" answers what the site would show, for staff of that dealer only.
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST } from '@/app/(payload)/api/[...slug]/route'
import type { Tenant } from '@/payload-types'
import { plainText } from '@/domain/offerText'
import { siteOrigin } from '@tenants/siteUrl'
import { seededPayload, tenantBySlug } from './payload'
import { authorizationOf, staffUser } from './staffUsers'

let payload: Payload
let harbour: Tenant
let southern: Tenant
let editor: string

beforeAll(async () => {
  payload = await seededPayload()
  harbour = await tenantBySlug(payload, 'harbour-toyota')
  southern = await tenantBySlug(payload, 'southern-cross')
  // Editor at Harbour, only a viewer at Southern Cross.
  await staffUser(payload, 'seo-editor@example.test', [
    { tenant: harbour, roles: ['editor'] },
    { tenant: southern, roles: ['viewer'] },
  ])
  editor = await authorizationOf(payload, 'seo-editor@example.test')
})

afterAll(async () => {
  await payload.destroy()
})

/** `body` is sent as JSON, or as it is when it is a string (to send what is not JSON). */
const generate = async (what: 'title' | 'description' | 'url', body: unknown, authorization?: string) => {
  const response = await POST(
    new NextRequest(`http://localhost:3000/api/plugin-seo/generate-${what}`, {
      method: 'POST',
      headers: {
        host: 'localhost:3000',
        'content-type': 'application/json',
        ...(authorization ? { authorization } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug: ['plugin-seo', `generate-${what}`] }) },
  )
  const answer = (await response.json()) as { result?: string; errors?: { message: string }[] }
  return { status: response.status, result: answer.result, error: answer.errors?.[0]?.message }
}

const firstOf = async <T extends 'pages' | 'offers' | 'models'>(collection: T, tenant: Tenant, extra = {}) =>
  (
    await payload.find({
      collection,
      where: { tenant: { equals: tenant.id }, ...extra },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]!

describe('SEO fields', () => {
  it('keep what pages had before the plugin (the feedback page stays out of search engines)', async () => {
    const survey = await firstOf('pages', harbour, { 'meta.noIndex': { equals: true } })
    expect(survey.meta?.noIndex).toBe(true)
  })

  it('are stored on offers and models as on pages', async () => {
    const model = await firstOf('models', harbour)
    const saved = await payload.update({
      collection: 'models',
      id: model.id,
      data: { meta: { title: 'RAV4 at Harbour', description: 'Test drive one today.', noIndex: true } },
      overrideAccess: true,
    })
    expect(saved.meta).toMatchObject({ title: 'RAV4 at Harbour', description: 'Test drive one today.', noIndex: true })
    await payload.update({
      collection: 'models',
      id: model.id,
      data: { meta: { title: '', description: '', noIndex: false } },
      overrideAccess: true,
    })
    // The limits search engines cut at are the fields' limits.
    const offer = await firstOf('offers', harbour)
    await expect(
      payload.update({
        collection: 'offers',
        id: offer.id,
        data: { meta: { description: 'x'.repeat(161) } },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/Description/)
  })

  it('auto-generate what the site shows: "<name> | <dealer>", the document’s own text, its address', async () => {
    const model = await firstOf('models', harbour)
    expect(await generate('title', { collectionSlug: 'models', id: model.id, doc: model }, editor)).toEqual({
      status: 200,
      result: `${model.name} | ${harbour.name}`,
    })
    const offer = await firstOf('offers', harbour)
    const description = await generate('description', { collectionSlug: 'offers', id: offer.id, doc: offer }, editor)
    expect(description.status).toBe(200)
    expect(description.result!.length).toBeGreaterThan(0)
    expect(plainText(offer.description).replace(/\s+/g, ' ')).toContain(description.result!.replace(/…$/, ''))
    const page = await firstOf('pages', harbour, { slug: { equals: 'about-us' } })
    expect(await generate('url', { collectionSlug: 'pages', id: page.id, doc: page }, editor)).toEqual({
      status: 200,
      result: `${siteOrigin(harbour)}/about-us`,
    })
    // The home page is the dealer's name alone.
    const home = await firstOf('pages', harbour, { slug: { equals: 'home' } })
    expect((await generate('title', { collectionSlug: 'pages', id: home.id, doc: home }, editor)).result).toBe(
      harbour.name,
    )
  })

  it('answer nobody signed out, and refuse a body that names two documents', async () => {
    const model = await firstOf('models', harbour)
    expect((await generate('title', { collectionSlug: 'models', id: model.id, doc: model })).status).toBe(401)
    // What it answers is what the staff member may read anyway (models are public pages);
    // an id in the body that is not the document's is refused.
    const theirs = await firstOf('models', southern)
    const mixed = await generate('title', { collectionSlug: 'models', id: model.id, doc: theirs }, editor)
    expect(mixed.status).toBe(403)
    // Collections without SEO fields are not answered.
    const car = await firstOf('pages', harbour)
    expect((await generate('title', { collectionSlug: 'leads', id: car.id, doc: car }, editor)).status).toBe(403)
  })

  it('answer a body that is not a JSON object with a 400 that says so, not a 500', async () => {
    for (const body of ['not json', '', '[1, 2]', '"text"'])
      expect(await generate('title', body, editor), JSON.stringify(body)).toEqual({
        status: 400,
        result: undefined,
        error: 'The request body must be a JSON object.',
      })
  })
})
