import { describe, expect, it } from 'vitest'
import { formAnswer } from './formAnswer'
import { isFormPost, leadRequestOfForm } from './formPost'

describe('a lead form the browser posts itself', () => {
  it('is told from the scripted form’s JSON by its content type', () => {
    expect(isFormPost('application/x-www-form-urlencoded')).toBe(true)
    expect(isFormPost('multipart/form-data; boundary=x')).toBe(true)
    expect(isFormPost('application/json')).toBe(false)
    expect(isFormPost(null)).toBe(false)
  })

  it('reads into the request the scripted form sends: boxes by presence, the car to sell and the context by prefix', () => {
    const form = new URLSearchParams(
      'category=trade-in&name=Jo&email=jo%40example.com&phone=0412345678&opt_in=true&terms_agreed=true' +
        '&trade_rego=ABC123&trade_make=Mazda&context_offer=12&website=&unknown=x',
    )
    expect(leadRequestOfForm(form, 'http://harbour.localhost/sell-my-car')).toEqual({
      category: 'trade-in',
      name: 'Jo',
      email: 'jo@example.com',
      phone: '0412345678',
      website: '',
      opt_in: true,
      terms_agreed: true,
      opt_in_finance: false,
      opt_in_trade: false,
      context: { offer: '12' },
      trade_in: expect.objectContaining({ rego: 'ABC123', make: 'Mazda', model: '', preferredContact: '' }),
      page_url: 'http://harbour.localhost/sell-my-car',
    })
  })

  it('leaves out a trade-in and a context the form did not have', () => {
    const read = leadRequestOfForm(new URLSearchParams('category=general&opt_in=on'), null)
    expect(read).not.toHaveProperty('trade_in')
    expect(read).not.toHaveProperty('context')
    expect(read).toMatchObject({ opt_in: true, page_url: '' })
  })
})

describe('the answer to a posted form', () => {
  const from = { pageUrl: 'http://harbour.localhost/cars/abc?x=1', host: 'harbour.localhost' }

  it('sends a stored lead on to the thank-you page with a 303', () => {
    const answer = formAnswer({ status: 201, body: { lead_id: '1' } }, from)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/success')
  })

  it('names each problem in the form’s words with the refusal’s status, escaped, and links back to the page', async () => {
    const answer = formAnswer(
      {
        status: 400,
        body: {
          error: 'Please fix <these>',
          fields: { phone: 'This is a required field.' },
          trade_in: { rego: 'Required' },
        },
      },
      from,
    )
    expect(answer.status).toBe(400)
    const html = await answer.text()
    expect(html).toContain('<li>Registration number: Required</li><li>Phone: This is a required field.</li>')
    expect(html).toContain('Please fix &lt;these&gt;')
    expect(html).toContain('href="/cars/abc?x=1"')
  })

  it('never links to another site, and tells a limited sender when to try again', async () => {
    const answer = formAnswer(
      { status: 429, body: { error: 'Too many', fields: {} }, retryAfterSeconds: 60 },
      { pageUrl: 'https://elsewhere.example/phish', host: 'harbour.localhost' },
    )
    expect(answer.headers.get('retry-after')).toBe('60')
    expect(await answer.text()).toContain('href="/"')
  })
})
