import { describe, expect, it } from 'vitest'
import { deliveryFixes, undeliveredCount } from './leadDelivery'

const none = { failed: 0, retrying: 0, logged: 0, waiting: 0 }

describe('leads that have not reached their dealer', () => {
  it('counts every kind: failed, retrying, logged without a mail server, waiting too long', () => {
    expect(undeliveredCount({ failed: 1, retrying: 2, logged: 3, waiting: 4 })).toBe(10)
    expect(undeliveredCount(none)).toBe(0)
  })

  it('says nothing when every lead went out to an address', () => {
    expect(deliveryFixes(none, { hasLeadAddress: true })).toEqual([])
  })

  it('names the fix for each, the dealer’s missing address first', () => {
    const fixes = deliveryFixes({ failed: 2, retrying: 1, logged: 1, waiting: 0 }, { hasLeadAddress: false })
    expect(fixes.map((fix) => fix.kind)).toEqual(['settings', 'operator', 'resend', 'wait'])
    expect(fixes[0]!.text).toContain('set “E-mail for leads”')
    expect(fixes[1]!.text).toBe(
      '1 lead not sent: the platform has no mail server. Tell the platform’s operator (SMTP_URL or SMTP_HOST), then send them again.',
    )
    expect(fixes[2]!.text).toMatch(/^2 leads failed/)
  })

  it('tells the operator about leads nobody has tried to send', () => {
    expect(deliveryFixes({ ...none, waiting: 3 }, { hasLeadAddress: true })).toEqual([
      {
        kind: 'operator',
        text: '3 leads waiting for over 15 minutes: the platform is not sending leads. Tell the platform’s operator.',
      },
    ])
  })
})
