import { expect } from '@playwright/test'
import { expectAccessible, siteUrl, test } from './env'

test.describe('host-based tenant sites', () => {
  test('two tenant hosts show two different dealers, each in its own brand', async ({ page }) => {
    const toyota = await page.goto(siteUrl('harbour-toyota'))
    expect(toyota?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Harbour City Toyota')
    await expect(page.getByRole('img', { name: 'Harbour City Toyota logo' })).toBeVisible()
    await expect(page).toHaveTitle('Harbour City Toyota')
    const toyotaPrimary = await page.evaluate(() =>
      getComputedStyle(document.body).getPropertyValue('--brand-primary').trim(),
    )
    expect(toyotaPrimary.toLowerCase()).toBe('#eb0a1e')
    await expect(page.locator('header.site-header')).toHaveCSS('background-color', 'rgb(235, 10, 30)')

    const group = await page.goto(siteUrl('southern-cross'))
    expect(group?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Southern Cross Motor Group')
    await expect(page.getByRole('img', { name: 'Southern Cross Motor Group logo' })).toBeVisible()
    await expect(page.getByText('Harbour City Toyota')).toHaveCount(0)
    await expect(page.locator('header.site-header')).toHaveCSS('background-color', 'rgb(11, 37, 69)')
  })

  test('the home page meets WCAG 2.2 AA', async ({ page }) => {
    await page.goto(siteUrl('outback-cars'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Outback Cars & Caravans')
    await expectAccessible(page)
  })

  test('the offers, contact and location pages meet WCAG 2.2 AA', async ({ page }) => {
    for (const path of ['/special-offers', '/contact-us', '/contact-us/harbour-city-toyota']) {
      const response = await page.goto(siteUrl('harbour-toyota', path))
      expect(response?.status(), path).toBe(200)
      await expectAccessible(page)
    }
  })

  test('a location page is the dealer’s own: another dealer’s host does not serve it', async ({ page }) => {
    expect((await page.goto(siteUrl('harbour-toyota', '/contact-us/harbour-city-toyota')))?.status()).toBe(200)
    expect((await page.goto(siteUrl('southern-cross', '/contact-us/harbour-city-toyota')))?.status()).toBe(404)
    expect((await page.goto(siteUrl('southern-cross', '/locations/harbour-city-toyota')))?.status()).toBe(404)
  })

  test('an unknown host gets a plain 404 that names no dealer', async ({ page }) => {
    const response = await page.goto(siteUrl('no-such-dealer'))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    const text = await page.locator('body').innerText()
    for (const name of ['Harbour', 'Southern Cross', 'Outback', 'Toyota']) expect(text).not.toContain(name)
  })

  test('a missing page on a known dealer is a 404', async ({ page }) => {
    const response = await page.goto(siteUrl('harbour-toyota', '/no-such-page'))
    expect(response?.status()).toBe(404)
  })
})

test('the header’s contact button goes to the dealer’s contact page and is hidden there', async ({ page }) => {
  await page.goto(siteUrl('harbour-toyota', '/about-us'))
  const contact = page.getByRole('banner').getByRole('link', { name: 'Contact Us' })
  await expect(contact).toHaveAttribute('href', '/contact')
  await contact.click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Contact Us' })).toHaveCount(0)
  await page.goto(siteUrl('southern-cross', '/contact-us'))
  await expect(page.getByRole('banner').getByRole('link', { name: 'Contact Us' })).toHaveCount(0)
})
