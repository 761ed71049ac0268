// Buying a car online on the production build, Stripe's checkout played by the stand-in: a
// buyer who asked for a valuation has the dealer's offer, signs in (the code from the local SMS
// inbox), walks the journey from the car's Reserve Online tab with their trade-in and finance,
// keyboard only, pays the deposit and lands on their order; the order is in the admin and the
// dealer's mailbox, the car shows reserved, and staff move the order on.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { expectAccessible, platformUrl, setDealerSettings, signInToAdmin, siteRequest, siteUrl, test } from './env'
import { adminHeaders } from './leadForms'

const INBOX = process.env.E2E_SMS_INBOX ?? ''
const PHONE = { local: '0412 777 301', e164: '+61412777301' }

const lastCode = () => {
  const lines = readFileSync(path.join(INBOX, `${PHONE.e164}.jsonl`), 'utf8')
    .trim()
    .split('\n')
  return /^(\d{6}) /.exec(JSON.parse(lines.at(-1)!).body)![1]!
}

async function mailed(wanted: (mail: { to: string; subject: string; text: string }) => boolean) {
  const dir = process.env.E2E_MAILBOX!
  const mails = await Promise.all(readdirSync(dir).map((file) => simpleParser(readFileSync(path.join(dir, file)))))
  return mails.some((mail) =>
    wanted({
      to: [mail.to ?? []]
        .flat()
        .map((to) => to.text)
        .join(', '),
      subject: mail.subject ?? '',
      text: mail.text ?? '',
    }),
  )
}

/** The step's heading has the focus; axe passes on it. */
async function atStep(page: Page, title: string) {
  const heading = page.getByRole('heading', { level: 2, name: new RegExp(`: ${title}$`) })
  await expect(heading).toBeFocused()
  await expectAccessible(page)
}

test('a signed-in buyer buys a car online with their trade-in offer and finance; the order reaches the admin and the dealer', async ({
  page,
  request,
}) => {
  test.skip(!INBOX, 'scripts/e2e.mjs gives the server a local SMS inbox')
  test.setTimeout(120_000)
  // Harbour asks buyers to sign in first, and offers the broker's quotes for the finance step.
  await setDealerSettings(request, 'harbour-toyota', {
    features: { checkoutSignIn: true },
    finance: { quickQuote: true, brokerDealerId: 'HBR-001' },
  })
  try {
    // The buyer asked for a valuation of their car, and the dealer made an offer on the lead.
    const [leads, onHarbour] = siteRequest('harbour-toyota', '/api/leads')
    const asked = await request.post(leads, {
      ...onHarbour,
      data: {
        category: 'trade-in',
        name: 'Priya',
        last_name: 'Shah',
        email: 'priya.buys@example.com',
        phone: PHONE.local,
        postcode: '2000',
        message: '',
        opt_in: false,
        terms_agreed: true,
        page_url: siteUrl('harbour-toyota', '/trade-in'),
        trade_in: {
          rego: 'ABC123',
          regoState: 'NSW',
          kms: '64000',
          make: 'Mazda',
          model: 'CX-5',
          year: '2019',
          condition: 'Good',
          accident: 'No',
          serviceHistory: 'Full',
          finance: 'No',
          preferredContact: 'Phone',
        },
      },
    })
    expect(asked.status(), await asked.text()).toBe(201)
    const { lead_id } = (await asked.json()) as { lead_id: string }
    const offered = await request.patch(platformUrl(`/api/leads/${lead_id}`), {
      headers: await adminHeaders(request),
      data: { dealerOffer: { amount: 9_500, validUntil: '2099-12-31T00:00:00.000Z' } },
    })
    expect(offered.status()).toBe(200)

    // The dealer asks buyers to sign in first: the reserve page (at either of its addresses) sends them there.
    // Not the car Reserve Online's test reserves (the first of the same list), nor one held now.
    const [search, onSite] = siteRequest(
      'harbour-toyota',
      '/api/search?car_type=used&sortBy=price_desc&hide_reserved=true',
    )
    const { hits } = (await (await request.get(search, onSite)).json()) as {
      hits: { slug: string; status: string; price: number }[]
    }
    const car = hits.filter((hit) => hit.status === 'in_stock')[1]!
    await page.goto(siteUrl('harbour-toyota', `/cars/${car.slug}/buy-online`))
    await page.waitForURL(
      (url) => url.pathname === '/sign-in' && url.searchParams.get('redirect') === `/cars/${car.slug}/checkout`,
    )
    // From the car's Reserve Online tab.
    await page.goto(siteUrl('harbour-toyota', `/cars/${car.slug}`))
    await page.getByRole('tab', { name: 'Reserve Online' }).click()
    await page.getByRole('link', { name: 'Buy this car online' }).click()
    await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('type') === 'checkout')
    await expect(page.locator('html[data-running]')).toHaveCount(1)
    await page.getByRole('textbox', { name: /^Mobile number/ }).fill(PHONE.local)
    await page.getByRole('button', { name: 'Send Code' }).click()
    await expect(page.getByRole('button', { name: 'Resend Code' })).toBeVisible()
    await page.getByRole('textbox', { name: /^Verification code/ }).fill(lastCode())
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL((url) => url.pathname === '/checkout-journey')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy this car online')
    await expect(page.locator('html[data-running]')).toHaveCount(1)
    await expectAccessible(page)

    // Keyboard only from here: a control is reached, Space or the arrows choose, Enter presses the button.
    const form = page.getByRole('form')
    const choose = async (name: string | RegExp) => {
      await form.getByRole('radio', { name }).focus()
      await page.keyboard.press('Space')
      await expect(form.getByRole('radio', { name })).toBeChecked()
    }
    const next = async () => {
      await form.getByRole('button', { name: 'Continue' }).focus()
      await page.keyboard.press('Enter')
    }
    await form.getByRole('radio', { name: 'No trade-in' }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(form.getByRole('radio', { name: /use the offer you accepted/ })).toBeChecked()
    await next()
    await expect(form.getByRole('group', { name: 'Which offer?' })).toContainText('Choose one of your trade-in offers')
    await expectAccessible(page)
    await choose(/Mazda CX-5: \$9,500/)
    await next()

    await atStep(page, 'How you pay')
    await next()
    await expect(form.getByRole('group', { name: 'How will you pay for the car?' })).toContainText(
      'Choose how you will pay',
    )
    await choose(/^Finance/)
    // The broker's quote on what the lender pays: the price less the offer and the deposit.
    const financed = car.price - 9_500 - 200
    await expect(form).toContainText(`the lender pays the rest at handover ($${financed.toLocaleString('en-AU')} AUD)`)
    const quote = form.getByRole('region', { name: 'Your finance quote' })
    await expect(quote.getByLabel('Purchase price ($)')).toHaveValue(String(financed))
    await expect(quote.getByTestId('quote-weekly')).toHaveText(/^\$\d+\.\d{2}$/)
    await expect(quote.getByRole('button', { name: 'Get Finance' })).toBeVisible()
    await expectAccessible(page)
    await next()

    await atStep(page, 'Delivery or pick-up')
    await choose('Deliver it to me')
    await form.getByRole('combobox', { name: 'Day' }).selectOption({ index: 2 })
    const day = await form.getByRole('combobox', { name: 'Day' }).locator('option:checked').textContent()
    await form.getByRole('textbox', { name: 'Street address' }).fill('4 Wharf Road, Balmain NSW')
    await form.getByRole('textbox', { name: 'Postcode' }).fill('2041')
    await next()

    await atStep(page, 'Your details')
    await expect(form.getByRole('textbox', { name: 'Mobile' })).toHaveValue('0412777301')
    await form.getByRole('textbox', { name: 'First name' }).fill('Priya')
    await form.getByRole('textbox', { name: 'Last name' }).fill('Shah')
    await form.getByRole('textbox', { name: 'Email' }).fill('priya.buys@example.com')
    await next()

    await atStep(page, 'Payment')
    // Finance: the deposit only.
    await expect(form.getByRole('radio')).toHaveCount(1)
    await next()

    await atStep(page, 'Summary')
    await expect(form.locator('.checkout-summary')).toContainText('Less $9,500')
    await expect(form.locator('.checkout-summary')).toContainText(`${day}, to 4 Wharf Road, Balmain NSW 2041`)
    await expect(form.locator('.checkout-summary')).toContainText('Finance')
    const pay = form.getByRole('button', { name: /^Confirm and pay \$200/ })
    await pay.focus()
    await page.keyboard.press('Enter')
    await expect(form.getByRole('checkbox', { name: /I confirm this order/ })).toHaveAttribute('aria-invalid', 'true')
    await form.getByRole('checkbox', { name: /I confirm this order/ }).focus()
    await page.keyboard.press('Space')
    await pay.focus()
    await page.keyboard.press('Enter')

    await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible()
    await expect(page.getByText('$200.00 AUD', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Pay $200.00 AUD' }).click()
    await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/reserved\\?ref=`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your order is placed')
    await expect(page.getByRole('list', { name: 'Your order' })).toContainText('at the accepted offer of $9,500')
    await expectAccessible(page)

    // The car now shows reserved, and the buyer's garage has the order.
    await page.goto(siteUrl('harbour-toyota', `/cars/${car.slug}`))
    await expect(page.locator('.car-tag')).toHaveText('Reserved')
    await page.goto(siteUrl('harbour-toyota', '/my-garage'))
    await expect(page.getByRole('region', { name: 'Your orders' })).toContainText('Placed: paid online')
    // Their online payments: the deposit, its Stripe payment, and what is due at the handover.
    await page.getByRole('link', { name: 'Your online payments' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online payments')
    const payment = page.getByRole('listitem').filter({ hasText: 'Deposit on your order' })
    await expect(payment).toContainText('$200 AUD')
    await expect(payment).toContainText('Held: deposit paid')
    await expect(payment).toContainText(/pi_\w+/)
    await expect(payment).toContainText(`$${(car.price - 9_500 - 200).toLocaleString('en-AU')} AUD`)
    await expect(payment).toContainText(`Delivery on ${day}`)
    await expectAccessible(page)

    // The dealer's lead and the buyer's e-mail.
    await expect
      .poll(() => mailed((mail) => mail.text.includes('priya.buys@example.com') && mail.text.includes('Bought online')))
      .toBe(true)
    await expect
      .poll(() => mailed((mail) => mail.to === 'priya.buys@example.com' && /Your order is placed/.test(mail.subject)))
      .toBe(true)

    // In the admin, staff move the order on.
    const found = (await (
      await request.get(platformUrl('/api/orders?where[email][equals]=priya.buys@example.com&depth=0'), {
        headers: await adminHeaders(request),
      })
    ).json()) as { docs: { id: string; status: string; tradeIn: { credit: number } }[] }
    expect(found.docs[0]).toMatchObject({ status: 'placed', tradeIn: { credit: 9_500 } })
    await signInToAdmin(page, request, 'admin@platform.test')
    await page.goto(platformUrl(`/admin/collections/orders/${found.docs[0]!.id}`))
    await expect(page.getByText('Placed: paid online').first()).toBeVisible()
    const moved = await request.patch(platformUrl(`/api/orders/${found.docs[0]!.id}`), {
      headers: await adminHeaders(request),
      data: { status: 'confirmed' },
    })
    expect(moved.status()).toBe(200)
    // Cancelled, the order gives the car back: it is offered to other buyers again.
    const cancelled = await request.patch(platformUrl(`/api/orders/${found.docs[0]!.id}`), {
      headers: await adminHeaders(request),
      data: { status: 'cancelled' },
    })
    expect(cancelled.status()).toBe(200)
    await page.goto(siteUrl('harbour-toyota', `/cars/${car.slug}`))
    await expect(page.locator('.car-tag', { hasText: 'Reserved' })).toHaveCount(0)
  } finally {
    await setDealerSettings(request, 'harbour-toyota', {
      features: { checkoutSignIn: false },
      finance: { quickQuote: false, brokerDealerId: null },
    })
  }
})
