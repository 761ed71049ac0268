import { describe, expect, it } from 'vitest'
import { campaignOf, rememberCampaign, rememberedCampaign, rememberedVisitor, rememberVisitor } from './visitorMemory'

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
