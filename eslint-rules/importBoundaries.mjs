// The house's import directions (ARCHITECTURE.md, "Boundaries"), checked on every import,
// export-from and dynamic import: an import is resolved to the folder it lands in (path
// aliases and relative paths alike) and refused when the importing folder may not use it.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** tsconfig's path aliases. */
const ALIASES = [
  ['@payload-config', 'payload.config.ts'],
  ['@/', 'src/'],
  ['@collections/', 'collections/'],
  ['@blocks/', 'blocks/'],
  ['@tenants/', 'tenants/'],
  ['@search-sync/', 'search-sync/'],
]

/** Folders, most specific first; a file belongs to the first that holds it. */
const AREAS = [
  'src/domain',
  'src/search',
  'src/components',
  'src/features',
  'src/app',
  'src',
  'search-sync',
  'scripts',
  'collections',
  'blocks',
  'tenants',
  'tests',
]

/** What each folder may not import, and why. */
export const BOUNDARIES = {
  'src/domain': {
    forbidden: AREAS.filter((area) => area !== 'src/domain'),
    why: 'the domain rules import nothing of ours: they are pure and tested on their own',
  },
  'src/search': {
    forbidden: ['search-sync', 'src/features', 'src/app'],
    why: 'the read side owns the search contract; the write side (search-sync) imports it, never the reverse',
  },
  'src/components': {
    forbidden: ['src/features', 'src/app'],
    why: 'components are shared building blocks; a feature composes them, not the other way round',
  },
  'search-sync': { forbidden: ['scripts', 'src/app'], why: 'the stock sync is used by scripts, not built on them' },
}
const NOBODY_IMPORTS = { 'src/app': 'routes are the outermost layer: nothing imports them' }

const areaOf = (file) => {
  const relative = path.relative(ROOT, file).split(path.sep).join('/')
  return AREAS.find((area) => relative === area || relative.startsWith(`${area}/`)) ?? null
}

/** The repository path an import specifier lands in, or null for a package. */
export function resolveSpecifier(fromFile, specifier) {
  for (const [alias, target] of ALIASES) {
    if (specifier === alias || specifier.startsWith(alias))
      return path.join(ROOT, target, specifier.slice(alias.length))
  }
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier)
  return null
}

/** Why this import breaks a boundary, or null when it is allowed. */
export function boundaryViolation(fromFile, specifier) {
  const target = resolveSpecifier(fromFile, specifier)
  if (!target) return null
  const from = areaOf(fromFile)
  const to = areaOf(target)
  if (!from || !to || from === to) return null
  // Tests may reach anything they test, route handlers included.
  if (NOBODY_IMPORTS[to] && from !== 'tests') return `${from} imports ${to}: ${NOBODY_IMPORTS[to]}`
  const rule = BOUNDARIES[from]
  if (rule?.forbidden.includes(to)) return `${from} may not import ${to}: ${rule.why}`
  return null
}

const rule = {
  meta: { type: 'problem', docs: { description: 'Keeps imports to the directions ARCHITECTURE.md sets out' } },
  create(context) {
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return
      const problem = boundaryViolation(context.filename, source.value)
      if (problem) context.report({ node, message: problem })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    }
  },
}

export default { rules: { 'import-boundaries': rule } }
