// Reserving a car online on the production build, with Stripe's checkout played by the stand-in
// (scripts/stripeStandIn.mjs, which reports the payment to the server's webhook, signed as
// Stripe signs): the buyer opens Reserve Online from the car's buttons, goes to pay, comes back
// without paying (the car is theirs to reserve again at once), pays, and lands on their
// reservation; the car then shows as reserved and the dealer's mailbox has the lead.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { expectAccessible, platformUrl, signInToAdmin, siteUrl, test } from './env'
import { adminHeaders, firstCar, firstCarInStock } from './leadForms'

/** Whether the server has sent a mail matching `wanted` (the e-mail it sends is written to E2E_MAILBOX). */
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

test('a buyer reserves a car with a deposit; the car is then held, and refunded from the admin it is free again', async ({
  page,
  request,
}) => {
  // A priced car in stock, and not the cheapest used car: the screenshots show that one as any buyer first finds it.
  const car = await firstCarInStock(request, 'harbour-toyota', 'car_type=used&sortBy=price_desc')
  await page.goto(siteUrl('harbour-toyota', `/cars/${car.slug}`))
  await page.getByRole('link', { name: 'Reserve Now' }).click()
  const tab = page.getByRole('tab', { name: 'Reserve Online' })
  await expect(tab).toHaveAttribute('aria-selected', 'true')
  const panel = page.getByRole('tabpanel', { name: 'Reserve Online' })
  await expect(panel).toContainText('held for 48 hours and 100% refundable')
  await expect(panel).toContainText('Deposit: $200')
  await expectAccessible(page)

  // Each field's problem beside it, from the server's own check.
  const form = panel.getByRole('form', { name: 'Reserve this car' })
  await form.getByLabel('Email').fill('not-an-email')
  await form.getByRole('button', { name: 'Reserve for $200' }).click()
  await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('First name')).toBeFocused()
  await expect(form).toContainText('Enter a valid email address')
  await expectAccessible(page)

  await form.getByLabel('First name').fill('Jessica')
  await form.getByLabel('Last name').fill('Thompson')
  await form.getByLabel('Email').fill('jessica.reserves@example.com')
  await form.getByLabel('Phone').fill('0412 345 678')
  await form.getByRole('button', { name: 'Reserve for $200' }).click()
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible()
  await expect(page.getByText('$200.00 AUD', { exact: true })).toBeVisible()

  // Back without paying: the checkout is closed and the car can be reserved again at once.
  await page.getByRole('link', { name: 'Back' }).click()
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}#reserve-online$`))
  await expect(page.getByRole('tab', { name: 'Reserve Online' })).toHaveAttribute('aria-selected', 'true')
  const again = page.getByRole('form', { name: 'Reserve this car' })
  await again.getByLabel('First name').fill('Jessica')
  await again.getByLabel('Email').fill('jessica.reserves@example.com')
  await again.getByLabel('Phone').fill('0412 345 678')
  await again.getByRole('button', { name: 'Reserve for $200' }).click()
  await page.getByRole('button', { name: 'Pay $200.00 AUD' }).click()

  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/reserved\\?ref=`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your car is reserved')
  await expect(page.getByRole('status')).toContainText('Your $200 deposit is paid')
  await expectAccessible(page)

  // The car's page now says it is held, and offers no second reservation.
  await page.goto(siteUrl('harbour-toyota', `/cars/${car.slug}`))
  await expect(page.getByRole('link', { name: 'Reserve Now' })).toHaveCount(0)
  await page.getByRole('tab', { name: 'Reserve Online' }).click()
  await expect(page.getByRole('tabpanel', { name: 'Reserve Online' })).toContainText(
    'This car is reserved by another buyer until',
  )

  await expect(page.locator('.car-tag')).toHaveText('Reserved')

  // The dealer hears of it like any lead, by e-mail, and the buyer gets a receipt with the hold's end.
  await expect
    .poll(() =>
      mailed((mail) => mail.text.includes('jessica.reserves@example.com') && mail.text.includes('Deposit of $200')),
    )
    .toBe(true)
  await expect
    .poll(() => mailed((mail) => mail.to === 'jessica.reserves@example.com' && /held for you until/.test(mail.text)))
    .toBe(true)

  // In the search the card says Reserved, and "Hide reserved cars" leaves it out.
  const search = siteUrl('harbour-toyota', `/search/used-cars?query=${encodeURIComponent(car.text.split(' ').at(-1)!)}`)
  await page.goto(search)
  const card = page.getByRole('article').filter({ has: page.locator(`a[href="/cars/${car.slug}"]`) })
  await expect(card.locator('.car-tag')).toHaveText('Reserved')
  await expect(card.getByRole('link', { name: 'Reserve Now' })).toHaveCount(0)
  await page.getByLabel('Hide reserved cars').check()
  await expect(page).toHaveURL(/hide_reserved=true/)
  await expect(card).toHaveCount(0)
  await expectAccessible(page)

  // A dealer's admin refunds the deposit from the reservation: the buyer is told, the car is free again.
  const headers = await adminHeaders(request)
  const found = (await (
    await request.get(
      platformUrl(
        '/api/reservations?where[email][equals]=jessica.reserves@example.com&where[status][equals]=held&depth=0',
      ),
      { headers },
    )
  ).json()) as { docs: { id: string }[] }
  await signInToAdmin(page, request, 'admin@platform.test')
  await page.goto(platformUrl(`/admin/collections/reservations/${found.docs[0]!.id}`))
  await page.getByRole('button', { name: 'Refund deposit' }).click()
  await page.getByRole('button', { name: 'Yes, refund $200 AUD' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Refunded at Stripe' })).toBeVisible()
  await expectAccessible(page, '[role="status"]')
  await expect
    .poll(() => mailed((mail) => mail.to === 'jessica.reserves@example.com' && /refunded/.test(mail.subject)))
    .toBe(true)
  // Its card offers Reserve Now again (the dealer shows it on cards), which opens the car's Reserve Online.
  await page.goto(search)
  await expect(card.locator('.car-tag', { hasText: 'Reserved' })).toHaveCount(0)
  await card.getByRole('link', { name: 'Reserve Now' }).click()
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}#reserve-online$`))
  await expect(page.getByRole('tab', { name: 'Reserve Online' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('form', { name: 'Reserve this car' })).toBeVisible()

  // Another dealer's car pages offer no reservations: it does not take them.
  const other = await firstCar(request, 'southern-cross', 'car_type=used')
  await page.goto(siteUrl('southern-cross', `/cars/${other.slug}`))
  await expect(page.getByRole('tab', { name: 'Reserve Online' })).toHaveCount(0)
})

// Staff see whether Reserve Online is live, and when it is not, why: no switch looks on while it is off.
test('the dealer’s settings say whether Reserve Online is live, and what keeps it off', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const harbour = (
    (await (
      await request.get(platformUrl('/api/tenants?where[slug][equals]=harbour-toyota&depth=0'), { headers })
    ).json()) as { docs: { id: string }[] }
  ).docs[0]!
  await signInToAdmin(page, request, 'admin@platform.test')
  await page.goto(platformUrl(`/admin/collections/tenants/${harbour.id}`))
  await page.getByRole('button', { name: 'Features', exact: true }).click()
  const status = page.getByRole('status').filter({ hasText: /live on the site/i })
  await expect(status).toContainText('Live on the site: every car in stock offers Reserve Online with a $200 deposit.')
  // Without the dealer's Stripe account (not saved), the admin says it is off and what to do.
  await page.getByLabel('Stripe account').fill('')
  await expect(status).toContainText('Not live on the site.')
  await expect(status).toContainText('No Stripe account is set')
  await page.getByLabel('Deposit Amount').fill('0')
  await expect(status).toContainText('The deposit is $0')
  await expectAccessible(page, '[role="status"]')
})
