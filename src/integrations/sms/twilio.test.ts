import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigurationError } from '@/config/configurationError'
import { startTwilioStandIn } from '../../../scripts/twilioStandIn.mjs'
import { SmsRefused, SmsUnavailable } from './port'
import { smsSender } from './sms'
import { twilioConfig, twilioSender } from './twilio'

const ACCOUNT = `AC${'1'.repeat(32)}`
const TOKEN = 'auth-token-0123456789'
const SERVICE = `MG${'a'.repeat(32)}`
let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>
const env = () => ({
  TWILIO_ACCOUNT_SID: ACCOUNT,
  TWILIO_AUTH_TOKEN: TOKEN,
  TWILIO_MESSAGING_SERVICE_SID: SERVICE,
  TWILIO_API_URL: twilio.url,
})

beforeAll(async () => {
  twilio = await startTwilioStandIn({ accountSid: ACCOUNT, authToken: TOKEN, apiKeys: { SKkey: 'key-secret' } })
})
afterAll(() => twilio?.stop())

describe('Twilio Messaging through its REST API', () => {
  it('sends a text from the Messaging Service and answers with Twilio’s message sid', async () => {
    const sent = await twilioSender(twilioConfig(env())).send({ to: '+61412345678', body: '012345 is your code' })
    expect(sent.id).toMatch(/^SM[0-9a-f]{32}$/)
    expect(twilio.messages.at(-1)).toMatchObject({
      sid: sent.id,
      to: '+61412345678',
      messagingServiceSid: SERVICE,
      from: null,
      body: '012345 is your code',
    })
  })

  it('signs in with an API key instead of the auth token, and sends from one number', async () => {
    const config = twilioConfig({
      ...env(),
      TWILIO_AUTH_TOKEN: '',
      TWILIO_API_KEY: 'SKkey',
      TWILIO_API_SECRET: 'key-secret',
      TWILIO_MESSAGING_SERVICE_SID: '',
      TWILIO_FROM: '+61480000000',
    })
    await twilioSender(config).send({ to: '+64211234567', body: 'hello' })
    expect(twilio.messages.at(-1)).toMatchObject({ to: '+64211234567', from: '+61480000000' })
  })

  it('a message Twilio refuses is refused: a number that is not E.164, a body too long; a wrong token is the platform’s', async () => {
    const wrong = twilioSender(twilioConfig({ ...env(), TWILIO_AUTH_TOKEN: 'not-the-token' }))
    await expect(wrong.send({ to: '+61412345678', body: 'x' })).rejects.toThrow(/401 \(error 20003\)/)
    await expect(wrong.send({ to: '+61412345678', body: 'x' })).rejects.toBeInstanceOf(SmsUnavailable)
    const sender = twilioSender(twilioConfig(env()))
    await expect(sender.send({ to: '0412345678', body: 'x' })).rejects.toBeInstanceOf(SmsRefused)
    await expect(sender.send({ to: '+61412345678', body: 'x'.repeat(1601) })).rejects.toThrow(/error 21617/)
    await expect(sender.send({ to: '+61412345678', body: '' })).rejects.toThrow(/error 21602/)
  })

  it('throttling, a server error or no answer within the time-out may work later', async () => {
    const sender = twilioSender(twilioConfig(env()), 300)
    twilio.failNext(429, 20429, 'Too Many Requests')
    await expect(sender.send({ to: '+61412345678', body: 'x' })).rejects.toBeInstanceOf(SmsUnavailable)
    twilio.failNext(503, 20503, 'Service unavailable')
    await expect(sender.send({ to: '+61412345678', body: 'x' })).rejects.toBeInstanceOf(SmsUnavailable)
    twilio.delayNext(1_000)
    await expect(sender.send({ to: '+61412345678', body: 'x' })).rejects.toBeInstanceOf(SmsUnavailable)
    const unreachable = twilioSender(twilioConfig({ ...env(), TWILIO_API_URL: 'http://127.0.0.1:1' }))
    await expect(unreachable.send({ to: '+61412345678', body: 'x' })).rejects.toBeInstanceOf(SmsUnavailable)
  })
})

describe('smsSender', () => {
  it('Twilio where its account is set, the local inbox in development, none in production', () => {
    expect(smsSender(env())?.name).toBe('twilio')
    expect(smsSender({ NODE_ENV: 'development' })?.name).toBe('local')
    expect(smsSender({ NODE_ENV: 'production' })).toBeNull()
    expect(smsSender({ NODE_ENV: 'production', SMS_PROVIDER: 'local' })?.name).toBe('local')
  })

  it('half a Twilio setting, or an unknown provider, stops start-up', () => {
    expect(() => smsSender({ TWILIO_ACCOUNT_SID: ACCOUNT })).toThrow(ConfigurationError)
    expect(() => smsSender({ ...env(), TWILIO_FROM: '+61480000000' })).toThrow(/one of/)
    expect(() => smsSender({ SMS_PROVIDER: 'pigeon' })).toThrow(/twilio or local/)
  })
})
