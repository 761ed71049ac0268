/** What a seed run created, for the printout. */
export type SeedReport = {
  created: string[]
  credentials: { email: string; role: string }[]
  sites: { name: string; slug: string }[]
}

/** Demo credentials are for development; production seeding needs an explicit SEED_PASSWORD. */
export function seedPassword(env: Partial<NodeJS.ProcessEnv> = process.env): string {
  if (env.SEED_PASSWORD) return env.SEED_PASSWORD
  if (env.NODE_ENV === 'production') {
    throw new Error('Refusing to seed demo users with the development password in production: set SEED_PASSWORD.')
  }
  return 'demo-dealer-2026'
}

const port = () => process.env.PORT ?? '3000'

export function siteLines(sites: { name: string; slug: string }[]): string[] {
  return [
    'Dealer sites:',
    ...sites.map((site) => `  ${site.name.padEnd(30)} http://${site.slug}.localhost:${port()}`),
    `Admin:  http://localhost:${port()}/admin`,
  ]
}

export function printSites(sites: { name: string; slug: string }[]) {
  console.log(siteLines(sites).join('\n'))
}

export function printSeedReport(report: SeedReport, password: string) {
  const lines = [
    report.created.length ? `Seeded: ${report.created.join(', ')}.` : 'Demo data already present; nothing changed.',
    '',
    ...siteLines(report.sites),
    '',
    `Development logins (password: ${password}):`,
    ...report.credentials.map((c) => `  ${c.email.padEnd(32)} ${c.role}`),
  ]
  console.log(lines.join('\n'))
}
