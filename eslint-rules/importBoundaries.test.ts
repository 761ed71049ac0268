import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { boundaryViolation } from './importBoundaries.mjs'

const root = path.resolve(__dirname, '..')
const file = (relative: string) => path.join(root, relative)

describe('import boundaries', () => {
  it('refuse imports against the house directions, through aliases and relative paths alike', () => {
    expect(boundaryViolation(file('src/search/query.ts'), '@search-sync/index/carIndexSync')).toMatch(
      /src\/search may not import search-sync/,
    )
    expect(boundaryViolation(file('src/search/query.ts'), '../../search-sync/feed/parseFeed')).toMatch(/search-sync/)
    expect(boundaryViolation(file('src/domain/finance.ts'), '@/payload-types')).toMatch(/domain rules import nothing/)
    expect(boundaryViolation(file('src/domain/finance.ts'), '@tenants/settings')).toMatch(/src\/domain may not/)
    expect(boundaryViolation(file('src/components/CarCard.tsx'), '@/features/leads/submitLead')).toMatch(
      /src\/components may not import src\/features/,
    )
    expect(boundaryViolation(file('search-sync/feed/importStock.ts'), '../../scripts/scriptArgs')).toMatch(
      /search-sync may not import scripts/,
    )
    expect(boundaryViolation(file('src/content/cars.ts'), '@/app/[site]/renderOnDemand')).toMatch(/nothing imports/)
  })

  it('allow the directions the house sets, packages and imports inside a folder', () => {
    expect(boundaryViolation(file('search-sync/index/carIndexSync.ts'), '@/search/document')).toBeNull()
    expect(boundaryViolation(file('src/app/api/leads/route.ts'), '@/features/leads/submitLead')).toBeNull()
    expect(boundaryViolation(file('src/search/query.ts'), './text')).toBeNull()
    expect(boundaryViolation(file('src/domain/finance.ts'), './dates')).toBeNull()
    expect(boundaryViolation(file('src/domain/finance.ts'), 'zod')).toBeNull()
    expect(boundaryViolation(file('tests/integration/leads.int.test.ts'), '@/app/api/leads/route')).toBeNull()
  })
})
