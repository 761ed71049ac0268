import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigurationError } from '@/config/configurationError'
import { BROKER_TEST_PRICES, startFinanceBrokerStandIn } from '../../../scripts/financeBrokerStandIn.mjs'
import { brokerConfig, financeBroker, httpBroker, httpsOrLoopback } from './http'
import { BrokerRefused, BrokerUnavailable } from './port'

const KEY = 'broker-key-0123456789'
let broker: Awaited<ReturnType<typeof startFinanceBrokerStandIn>>
const client = (timeoutMs?: number) => httpBroker({ url: broker.url, key: KEY }, timeoutMs)
const ask = {
  dealerId: 'harbour-toyota',
  selfAssessedCreditScore: 'GREAT',
  purchasePrice: 30_000,
  loanTerm: 5,
} as const

beforeAll(async () => {
  broker = await startFinanceBrokerStandIn({ apiKey: KEY })
})
afterAll(() => broker?.stop())

describe('the finance broker over its HTTP API', () => {
  it('quotes a weekly repayment with the rates it was quoted at', async () => {
    const quote = await client().quote({ ...ask, year: 2021, vin: 'JTMW1RFV40D012345', whoIsHelping: 'Sam' })
    expect(quote).toEqual({ weeklyRepaymentAmount: expect.any(Number), advertisedRate: 7.99, comparisonRate: 8.91 })
    expect(quote.weeklyRepaymentAmount).toBeGreaterThan(130)
    expect(quote.weeklyRepaymentAmount).toBeLessThan(145)
    expect(broker.quotes.at(-1)!.request).toMatchObject({ dealerId: 'harbour-toyota', vin: 'JTMW1RFV40D012345' })
    const poorer = await client().quote({ ...ask, selfAssessedCreditScore: 'POOR' })
    expect(poorer.weeklyRepaymentAmount).toBeGreaterThan(quote.weeklyRepaymentAmount)
  })

  it('is refused what the broker refuses: the stand-in checks the contract', async () => {
    await expect(client().quote({ ...ask, purchasePrice: 9_999 })).rejects.toThrow(BrokerRefused)
    await expect(client().quote({ ...ask, loanTerm: 8 })).rejects.toThrow(/loanTerm/)
    await expect(client().quote({ ...ask, vin: 'short' })).rejects.toThrow(/vin/)
    await expect(client().quote({ ...ask, dealerId: '' })).rejects.toThrow(/dealerId/)
    await expect(httpBroker({ url: broker.url, key: 'wrong' }).quote(ask)).rejects.toThrow(BrokerUnavailable)
  })

  it('takes a failing, malformed or slow broker as unavailable', async () => {
    await expect(client().quote({ ...ask, purchasePrice: BROKER_TEST_PRICES.failing })).rejects.toThrow(/broker 500/)
    await expect(client().quote({ ...ask, purchasePrice: BROKER_TEST_PRICES.malformed })).rejects.toThrow(/malformed/)
    await expect(client(200).quote({ ...ask, purchasePrice: BROKER_TEST_PRICES.slow })).rejects.toThrow(
      BrokerUnavailable,
    )
    broker.failNext(503, 'Maintenance')
    await expect(client().quote(ask)).rejects.toThrow(/503: Maintenance/)
  })

  const customer = {
    dealerId: 'SCMG-DEMO',
    data: {
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 24_990,
      loanTerm: 5,
      phoneNumber: '+61412345678',
      firstName: 'Jess',
      lastName: 'Thompson',
      email: 'jess@example.com',
      subscribe: false,
      postCode: '2750',
    },
    additionalData: { lead_id: '42', category: 'finance' },
  } as const

  it('creates a customer once per key and answers where the buyer continues', async () => {
    const first = await client().createCustomer(customer, 'lead-42')
    expect(first).toEqual({
      customerId: expect.stringMatching(/^cus_/),
      redirectUrl: expect.stringContaining('/apply/'),
    })
    expect(await client().createCustomer(customer, 'lead-42')).toEqual(first)
    expect(broker.created.filter((entry) => entry.key === 'lead-42')).toHaveLength(1)
    const page = await fetch(first.redirectUrl!)
    expect(await page.text()).toContain('Your finance application')
  })

  it('is refused a customer the broker would refuse, and reads a missing redirect as none', async () => {
    const data = (over: Record<string, unknown>) => ({ ...customer, data: { ...customer.data, ...over } })
    await expect(client().createCustomer(data({ phoneNumber: '0412345678' }), 'k1')).rejects.toThrow(/phoneNumber/)
    await expect(client().createCustomer(data({ email: 'jess' }), 'k2')).rejects.toThrow(BrokerRefused)
    await expect(client().createCustomer(data({ purchasePrice: BROKER_TEST_PRICES.failing }), 'k3')).rejects.toThrow(
      BrokerUnavailable,
    )
    expect(await client().createCustomer(data({ purchasePrice: BROKER_TEST_PRICES.malformed }), 'k4')).toMatchObject({
      redirectUrl: null,
    })
  })

  it('never sends a buyer to an address that is not https (or the local broker)', () => {
    expect(httpsOrLoopback('https://apply.broker.example/x')).toBe(true)
    expect(httpsOrLoopback('http://127.0.0.1:4000/apply/1')).toBe(true)
    expect(httpsOrLoopback('http://apply.broker.example/x')).toBe(false)
    expect(httpsOrLoopback('javascript:alert(1)')).toBe(false)
  })

  it('is configured by environment: both settings or none, https outside loopback', () => {
    expect(financeBroker({})).toBeNull()
    expect(brokerConfig({ FINANCE_BROKER_URL: 'https://api.broker.example/', FINANCE_BROKER_KEY: 'k' })).toEqual({
      url: 'https://api.broker.example',
      key: 'k',
    })
    expect(() => brokerConfig({ FINANCE_BROKER_URL: 'https://api.broker.example' })).toThrow(ConfigurationError)
    expect(() => brokerConfig({ FINANCE_BROKER_URL: 'http://api.broker.example', FINANCE_BROKER_KEY: 'k' })).toThrow(
      /https/,
    )
  })
})
