import type { FlattenedField, Payload, SanitizedCollectionConfig } from 'payload'
import * as qs from 'qs-esm'
import { formatNumber } from '@/domain/numbers'

/**
 * Bad REST input that Payload answers with a 500 (the database driver throws on a value of
 * the wrong type) is answered here first with a 400 or 404 that says what is wrong:
 * a document id that is not an id, `where` operators with lists where one value belongs,
 * dates that are not dates, unknown operators, and out-of-range paging. Everything else is
 * left to Payload (it answers an unknown field with its own 400).
 */
export type RestProblem = { status: 400 | 404; message: string }

const COMPARISONS = [
  'equals',
  'not_equals',
  'like',
  'not_like',
  'contains',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
] as const
const LISTS = ['in', 'not_in', 'all'] as const
const GEO = ['near', 'within', 'intersects'] as const
const OPERATORS = new Set<string>([...COMPARISONS, ...LISTS, ...GEO, 'exists'])
const ORDERED = new Set<string>(['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])

type IdType = 'number' | 'text'
type Context = { payload: Payload; idType: (collection: string) => IdType }

const isId = (value: string, type: IdType) =>
  type === 'number' ? /^\d{1,15}$/.test(value) : value.length > 0 && value.length <= 100

/** What a dotted `where` path names; null when Payload should judge (it refuses unknown fields itself). */
type Target =
  | { kind: 'id'; idType: IdType }
  | { kind: 'date' }
  | { kind: 'number' }
  | { kind: 'reference'; idType: IdType }
  | { kind: 'point' }
  | { kind: 'other' }

function resolvePath(
  collection: SanitizedCollectionConfig,
  fields: FlattenedField[],
  path: string[],
  ctx: Context,
): Target | null {
  const [head, ...rest] = path
  if (head === undefined) return null
  if (rest.length === 0 && head === 'id' && fields === collection.flattenedFields)
    return { kind: 'id', idType: ctx.idType(collection.slug) }
  if (rest.length === 0 && (head === 'createdAt' || head === 'updatedAt')) return { kind: 'date' }
  const field = fields.find((f) => 'name' in f && f.name === head)
  if (!field) return null
  const single =
    (field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string'
      ? field.relationTo
      : null
  if (rest.length === 0) {
    if (single) return { kind: 'reference', idType: ctx.idType(single) }
    if (field.type === 'date') return { kind: 'date' }
    if (field.type === 'number') return { kind: 'number' }
    if (field.type === 'point') return { kind: 'point' }
    return { kind: 'other' }
  }
  if ((field.type === 'group' || field.type === 'array' || field.type === 'tab') && 'flattenedFields' in field)
    return resolvePath(collection, field.flattenedFields, rest, ctx)
  const related = single ? ctx.payload.collections[single as keyof typeof ctx.payload.collections]?.config : undefined
  return related ? resolvePath(related, related.flattenedFields, rest, ctx) : null
}

function checkValue(name: string, operator: string, value: unknown, target: Target | null): string | null {
  if (operator === 'exists')
    return ['true', 'false', true, false].includes(value as string) ? null : `${name} takes true or false.`
  if ((GEO as readonly string[]).includes(operator))
    return target?.kind === 'point' ? null : `${name}: "${operator}" works only on map points.`
  const isList = (LISTS as readonly string[]).includes(operator)
  if (
    isList
      ? !(typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string')))
      : typeof value !== 'string'
  ) {
    return isList ? `${name} takes a list of values.` : `${name} takes one value.`
  }
  const values = (Array.isArray(value) ? value : (value as string).split(',')) as string[]
  if (!target) return null
  const textual = operator === 'like' || operator === 'not_like' || operator === 'contains'
  if (
    (target.kind === 'id' || target.kind === 'reference') &&
    !textual &&
    values.some((v) => v !== '' && v !== 'null' && !isId(v, target.idType))
  )
    return `${name} takes document ids.`
  if (target.kind === 'date' && ORDERED.has(operator) && values.some((v) => Number.isNaN(Date.parse(v))))
    return `${name} takes a date such as 2026-11-23.`
  if (
    target.kind === 'number' &&
    !textual &&
    values.some((v) => v !== '' && v !== 'null' && !Number.isFinite(Number(v)))
  )
    return `${name} takes a number.`
  return null
}

function checkWhere(
  where: unknown,
  collection: SanitizedCollectionConfig,
  ctx: Context,
  prefix = 'where',
): string | null {
  if (where === undefined) return null
  if (!where || typeof where !== 'object' || Array.isArray(where))
    return `${prefix} must name fields and operators, such as where[title][equals]=Offers.`
  for (const [key, value] of Object.entries(where)) {
    const name = `${prefix}[${key}]`
    if (key === 'and' || key === 'or') {
      const parts = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : null
      if (!parts) return `${name} must hold conditions.`
      for (const [i, part] of parts.entries()) {
        const problem = checkWhere(part, collection, ctx, `${name}[${i}]`)
        if (problem) return problem
      }
      continue
    }
    if (!value || typeof value !== 'object' || Array.isArray(value))
      return `${name} must name an operator, such as ${name}[equals].`
    const target = resolvePath(collection, collection.flattenedFields, key.split('.'), ctx)
    for (const [operator, operand] of Object.entries(value)) {
      if (!OPERATORS.has(operator))
        return `${name}[${operator}] is not an operator; use one of ${[...OPERATORS].join(', ')}.`
      const problem = checkValue(`${name}[${operator}]`, operator, operand, target)
      if (problem) return problem
    }
  }
  return null
}

const WHOLE = /^\d{1,9}$/

function checkPaging(query: Record<string, unknown>): string | null {
  for (const [name, max] of [
    ['limit', 1_000],
    ['page', 100_000],
    ['depth', 10],
  ] as const) {
    const value = query[name]
    if (value === undefined || value === '') continue
    if (
      typeof value !== 'string' ||
      !WHOLE.test(value) ||
      Number(value) > max ||
      (name === 'page' && Number(value) < 1)
    ) {
      return `${name} must be a whole number from ${name === 'page' ? 1 : 0} to ${formatNumber(max)}.`
    }
  }
  return null
}

/** The first path segments under a collection that are endpoints, not document ids (count, versions, login, ...). */
function literalSegments(collection: SanitizedCollectionConfig): Set<string> {
  const segments = new Set<string>()
  for (const endpoint of collection.endpoints || []) {
    const first = endpoint.path.split('/').filter(Boolean)[0]
    if (first && !first.startsWith(':')) segments.add(first)
  }
  return segments
}

/** What is wrong with a REST request under /api/<collection>/..., or null to let Payload answer it. */
export function restRequestProblem(payload: Payload, segments: string[], search: string): RestProblem | null {
  const [slug, second, third] = segments
  const collection = slug ? payload.collections[slug as keyof typeof payload.collections]?.config : undefined
  if (!collection) return null
  const ctx: Context = {
    payload,
    idType: (name) =>
      (payload.collections[name as keyof typeof payload.collections]?.customIDType ??
        payload.db.defaultIDType) as IdType,
  }
  if (second !== undefined) {
    const literals = literalSegments(collection)
    const id = literals.has(second) ? (second === 'versions' || second === 'access' ? third : undefined) : second
    if (id !== undefined && !isId(id, ctx.idType(collection.slug)))
      return { status: 404, message: `There is no ${collection.slug} document "${id}".` }
  }
  let query: Record<string, unknown>
  try {
    query = qs.parse(search, {
      allowEmptyArrays: true,
      arrayLimit: 1000,
      depth: 10,
      ignoreQueryPrefix: true,
    }) as Record<string, unknown>
  } catch {
    return { status: 400, message: 'The query string cannot be read.' }
  }
  const problem = checkPaging(query) ?? checkWhere(query.where, collection, ctx)
  return problem ? { status: 400, message: problem } : null
}

/**
 * Whether a request goes to one of the config's own endpoints (a plugin's, such as the SEO
 * plugin's generate-title) and carries a body. Payload parses the body of its collection
 * operations itself and answers bad JSON with a 400; these endpoints read it themselves and
 * failed with a 500.
 */
export function readsOwnBody(payload: Payload, segments: string[], method: string): boolean {
  if (!['POST', 'PUT', 'PATCH'].includes(method)) return false
  const path = `/${segments.join('/')}`
  return (payload.config.endpoints || []).some(
    (endpoint) => endpoint.path === path && endpoint.method.toUpperCase() === method,
  )
}

/** A body that is not a JSON object, or null when it is one. */
export function jsonBodyProblem(body: string): RestProblem | null {
  try {
    const parsed: unknown = JSON.parse(body)
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return null
  } catch {
    // Not JSON at all: the same answer.
  }
  return { status: 400, message: 'The request body must be a JSON object.' }
}
