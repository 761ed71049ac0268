import { docAccessOperation, type CollectionSlug, type PayloadRequest } from 'payload'

/** A document named the way polymorphic relations (locks, scheduled jobs) name it. */
export type DocumentRef = { relationTo: string; value: string | number | { id: string | number } }

const idOfRef = (ref: DocumentRef) => (typeof ref.value === 'object' ? ref.value.id : ref.value)

/**
 * Whether the request's user may update (and so publish, lock or schedule) one document:
 * the collection's own update access, tenant scope included, on the stored document.
 */
export async function mayUpdateDocument(req: PayloadRequest, ref: DocumentRef | null | undefined): Promise<boolean> {
  const collection = ref ? req.payload.collections[ref.relationTo as CollectionSlug] : undefined
  if (!ref || !collection) return false
  try {
    const permissions = await docAccessOperation({ id: idOfRef(ref), collection, data: { _status: 'published' }, req })
    return Boolean(permissions.update)
  } catch {
    // No such document, or not one the user may see.
    return false
  }
}
