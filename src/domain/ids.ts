export type IdLike = string | number
/** A relationship as Payload returns it: an id, the related document, or nothing. */
export type Relation = IdLike | { id: IdLike } | null | undefined

/**
 * The id a relationship points at, as a string: SQLite's numbers and MongoDB's ObjectId
 * strings compare alike.
 */
export const idOf = (value: Relation): string | null => {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? String(value.id) : String(value)
}
