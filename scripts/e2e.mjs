#!/usr/bin/env node
// End-to-end tests against a production build, as a deployment would run it (see
// productionServer.mjs: build, fresh migrated and seeded database, `npm start`), then
// Playwright in Debian's Chromium.
// E2E_SKIP_BUILD=1 reuses an existing .next build.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startDealerPhotoHost } from './dealerPhotoHost.mjs'
import { startMailCatcher } from './mailCatcher.mjs'
import { startStripeStandIn } from './stripeStandIn.mjs'
import { startFinanceBrokerStandIn } from './financeBrokerStandIn.mjs'
import { googleReview, startGoogleBusinessStandIn } from './googleBusinessStandIn.mjs'
import { startProductionServer } from './productionServer.mjs'
import { E2E_PHASES } from '../tests/e2e/phases.mjs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.`,
  )
  process.exit(1)
}

const port = process.env.E2E_PORT ?? '3100'
// The dealers' lead e-mails land here, where the tests read them.
const mailbox = mkdtempSync(path.join(os.tmpdir(), 'e2e-mailbox-'))
const mail = await startMailCatcher({ dir: mailbox })
// Deposits are paid on a stand-in of Stripe's checkout, which reports them to the server's webhook.
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e'
const stripe = await startStripeStandIn({
  webhookSecret: STRIPE_WEBHOOK_SECRET,
  webhookUrl: `http://localhost:${port}/api/payments/stripe`,
})
// A dealer's photo host on loopback: trusted as an operator's own network would be, so a fed
// car's photos are fetched from it (any other private address is refused).
const photoHost = await startDealerPhotoHost()
// Finance quotes come from the local broker, with the broker API's contract.
const broker = await startFinanceBrokerStandIn({ apiKey: 'broker-e2e' })
// Google reviews come from a stand-in of the Business Profile API, one profile a test names.
const GOOGLE_PROFILE = 'accounts/1000/locations/2000'
const GOOGLE = { clientId: 'e2e.apps.googleusercontent.com', clientSecret: 'e2e-secret', refreshToken: '1//e2e' }
const google = await startGoogleBusinessStandIn({
  ...GOOGLE,
  profiles: {
    [GOOGLE_PROFILE]: {
      averageRating: 4.6,
      totalReviewCount: 318,
      reviews: [
        googleReview({
          id: 'e2e-1',
          name: 'Mia T.',
          stars: 5,
          comment: 'Easy purchase.',
          daysAgo: 1,
          reply: 'Thanks Mia!',
        }),
        googleReview({ id: 'e2e-2', name: 'Lee W.', stars: 4, daysAgo: 2 }),
      ],
    },
  },
})
const smsInbox = path.resolve('.data', 'e2e-sms-inbox')
rmSync(smsInbox, { recursive: true, force: true })
const { env, stop } = await startProductionServer({
  name: 'e2e',
  port,
  skipBuild: process.env.E2E_SKIP_BUILD === '1',
  env: {
    E2E_PORT: port,
    // A dealer's public address (in links to its site: e-mails, payments, share links)...
    SITE_URL_TEMPLATE: `http://{slug}.localhost:${port}`,
    // ...and the platform's own host for it, where Preview opens, are different hosts, as in
    // production, so a preview that opened the public address would fail the tests.
    TENANT_HOST_SUFFIXES: 'preview.localhost,localhost',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mail.port),
    // Every browser test comes from 127.0.0.1: more leads per dealer than a visitor sends.
    LEAD_RATE_LIMIT: '20',
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    // Sign-in codes go to a folder the browser tests read (the local provider), never out.
    SMS_PROVIDER: 'local',
    SMS_INBOX_DIR: smsInbox,
    E2E_SMS_INBOX: smsInbox,
    PHOTO_PRIVATE_ORIGINS: photoHost.url,
    E2E_PHOTO_HOST: photoHost.url,
    FINANCE_BROKER_URL: broker.url,
    FINANCE_BROKER_KEY: 'broker-e2e',
    GOOGLE_BUSINESS_CLIENT_ID: GOOGLE.clientId,
    GOOGLE_BUSINESS_CLIENT_SECRET: GOOGLE.clientSecret,
    GOOGLE_BUSINESS_REFRESH_TOKEN: GOOGLE.refreshToken,
    GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
    GOOGLE_BUSINESS_API_URL: google.url,
    E2E_GOOGLE_PROFILE: GOOGLE_PROFILE,
  },
}).catch((error) => {
  console.error(error.message)
  process.exit(1)
})

// The phases of playwright.config.ts in order, each project a Playwright of its own (the
// projects of one phase at once); each writes its own report (test-results/e2e-<project>.json)
// and runs whatever became of the phase before.
const args = process.argv.slice(2)
const phases = args.some((arg) => arg.startsWith('--project')) ? [[null]] : E2E_PHASES
const playwright = (project) =>
  new Promise((resolve) => {
    const projectArgs = project ? [`--project=${project}`, '--pass-with-no-tests'] : []
    const pw = spawn('npx', ['playwright', 'test', ...projectArgs, ...args], {
      stdio: 'inherit',
      env: {
        ...env,
        NODE_ENV: 'test',
        E2E_MAILBOX: mailbox,
        E2E_REPORT: `test-results/e2e-${project ?? 'report'}.json`,
      },
    })
    pw.on('exit', (c) => resolve(c ?? 1))
  })
let code = 0
for (const projects of phases) {
  for (const exit of await Promise.all(projects.map(playwright))) if (exit !== 0) code = exit
}
stop()
await photoHost.stop()
await mail.stop()
await stripe.stop()
await broker.stop()
await google.stop()
process.exit(code)
