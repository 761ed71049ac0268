import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

// Visitors sign in with a code texted to their mobile: the local provider writes each number's
// messages to E2E_SMS_INBOX (scripts/e2e.mjs), where the tests read the code.
export const SMS_INBOX = process.env.E2E_SMS_INBOX ?? ''

/** The last code texted to this number (E.164). */
export const lastCode = (e164: string) => {
  const lines = readFileSync(path.join(SMS_INBOX, `${e164}.jsonl`), 'utf8')
    .trim()
    .split('\n')
  return /^(\d{6}) /.exec(JSON.parse(lines.at(-1)!).body)![1]!
}

/** Signs in on the sign-in page the visitor was sent to, and waits for the way back. */
export async function signInWithCode(page: Page, local: string, e164: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(page.locator('html[data-running]')).toHaveCount(1)
  await page.getByRole('textbox', { name: /^Mobile number/ }).fill(local)
  await page.getByRole('button', { name: 'Send Code' }).click()
  await expect(page.getByRole('button', { name: 'Resend Code' })).toBeVisible()
  await page.getByRole('textbox', { name: /^Verification code/ }).fill(lastCode(e164))
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL((url) => url.pathname !== '/sign-in')
}
