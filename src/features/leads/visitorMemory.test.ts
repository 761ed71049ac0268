import { describe, expect, it } from 'vitest'
import {
  campaignOf,
  PAGES_KEPT,
  rememberCampaign,
  rememberedCampaign,
  rememberedPages,
  rememberedVisitor,
  rememberPage,
  rememberVisitor,
} from './visitorMemory'

class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

describe('the campaign of a visit', () => {
  it('is the utm_* and gclid of the landing address, nothing else', () => {
    expect(campaignOf('?utm_source=google&utm_medium=cpc&gclid=abc123&page=2&utm_foo=x')).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      gclid: 'abc123',
    })
    expect(campaignOf('?price=-30000')).toEqual({})
  })

  it('is kept for the visit; a later page without parameters keeps it, a new campaign replaces it', () => {
    const session = new MemoryStorage()
    rememberCampaign('?utm_source=facebook&utm_campaign=summer', session)
    rememberCampaign('?make=Kia', session)
    expect(rememberedCampaign(session)).toEqual({ utm_source: 'facebook', utm_campaign: 'summer' })
    rememberCampaign('?gclid=xyz', session)
    expect(rememberedCampaign(session)).toEqual({ gclid: 'xyz' })
    session.setItem('campaign', '{"utm_source":{"nested":1},"evil":"x"}')
    expect(rememberedCampaign(session)).toBeUndefined()
    expect(rememberedCampaign(new MemoryStorage())).toBeUndefined()
  })
})

describe('the visitor’s details for the next form', () => {
  it('keeps name, last name, e-mail, phone and postcode, and reads back only text', () => {
    const local = new MemoryStorage()
    rememberVisitor(
      { name: 'Jess', last_name: 'Thompson', email: 'jess@example.com', phone: '0412', postcode: '' },
      local,
    )
    expect(rememberedVisitor(local)).toEqual({
      name: 'Jess',
      last_name: 'Thompson',
      email: 'jess@example.com',
      phone: '0412',
    })
    local.setItem('visitor', '{"name":42,"email":"a@b.co","message":"hi"}')
    expect(rememberedVisitor(local)).toEqual({ email: 'a@b.co' })
    local.setItem('visitor', 'not json')
    expect(rememberedVisitor(local)).toEqual({})
  })
})

describe('the pages of the visit', () => {
  it('keeps the latest pages of this site in order, without campaign parameters or repeats of a reload', () => {
    const session = new MemoryStorage()
    rememberPage('/', '?utm_source=google&page=2', session)
    rememberPage('/search/used-cars', '?make=toyota', session)
    rememberPage('/search/used-cars', '?make=toyota', session)
    rememberPage('//evil.example/x', '', session)
    rememberPage('/cars/2021-toyota-rav4-x1', '', session)
    expect(rememberedPages(session)).toEqual(['/?page=2', '/search/used-cars?make=toyota', '/cars/2021-toyota-rav4-x1'])
    for (let i = 0; i < 20; i++) rememberPage(`/page-${i}`, '', session)
    expect(rememberedPages(session)).toHaveLength(PAGES_KEPT)
    expect(rememberedPages(session).at(-1)).toBe('/page-19')
  })

  it('reads nothing it did not write: other sites’ addresses and non-text are dropped', () => {
    const session = new MemoryStorage()
    session.setItem('pages', JSON.stringify(['/a', 'https://evil.example', 42, '//evil', '/b']))
    expect(rememberedPages(session)).toEqual(['/a', '/b'])
    session.setItem('pages', 'not json')
    expect(rememberedPages(session)).toEqual([])
  })
})
