import { describe, expect, it } from 'vitest'
import { copiedToast, shareLinks, shareUrl } from './shareLinks'

describe('sharing a car', () => {
  it('builds the link on the site’s base address without a trailing slash', () => {
    expect(shareUrl('https://www.harbourtoyota.com.au/', '/cars/2021-toyota-rav4')).toBe(
      'https://www.harbourtoyota.com.au/cars/2021-toyota-rav4',
    )
    expect(shareUrl('https://harbour.example', 'cars/x')).toBe('https://harbour.example/cars/x')
  })

  it('offers Facebook and X in a small window, WhatsApp, email and SMS with the car’s title and link', () => {
    const url = 'https://harbour.example/cars/2021-toyota-rav4'
    const links = shareLinks('2021 Toyota RAV4 GX', url)
    expect(links.map((link) => [link.label, link.popup])).toEqual([
      ['Facebook', true],
      ['X', true],
      ['WhatsApp', false],
      ['Email', false],
      ['SMS', false],
    ])
    const href = (label: string) => links.find((link) => link.label === label)!.href
    expect(new URL(href('Facebook')).searchParams.get('u')).toBe(url)
    expect(new URL(href('X')).searchParams.get('url')).toBe(url)
    expect(new URL(href('X')).searchParams.get('text')).toBe('2021 Toyota RAV4 GX')
    expect(new URL(href('WhatsApp')).searchParams.get('text')).toBe(`2021 Toyota RAV4 GX ${url}`)
    expect(href('Email')).toBe(
      `mailto:?subject=2021%20Toyota%20RAV4%20GX&body=${encodeURIComponent(`2021 Toyota RAV4 GX ${url}`)}`,
    )
    expect(href('SMS')).toBe(`sms:?&body=${encodeURIComponent(`2021 Toyota RAV4 GX ${url}`)}`)
  })

  it('says what was copied', () => {
    expect(copiedToast('2021 Toyota RAV4 GX')).toBe('Copied 2021 Toyota RAV4 GX to your clipboard!')
  })
})
