import type { Access, CollectionBeforeChangeHook, PayloadRequest, SanitizedConfig, Where } from 'payload'
import { Forbidden } from 'payload'
import { mayUpdateDocument, type DocumentRef } from '../access/documentAccess'
import { idOf, isPlatformAdmin, type RoleBearer } from '@tenants/roles'

export const LOCKED_DOCUMENTS = 'payload-locked-documents'

type Lock = { id: string | number; document?: DocumentRef | null; globalSlug?: string | null }

/**
 * The ids of the locks on documents this user may update. Locks are few (one per document
 * open in an editor), so each is checked with its collection's own access.
 */
async function locksOnEditableDocuments(req: PayloadRequest): Promise<string[]> {
  const { docs } = await req.payload.find({
    collection: LOCKED_DOCUMENTS,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const editable = await Promise.all(
    (docs as Lock[]).map(async (lock) => ((await mayUpdateDocument(req, lock.document)) ? String(lock.id) : null)),
  )
  return editable.filter((id): id is string => id !== null)
}

const NONE: Where = { id: { exists: false } }

/** Platform admins see every lock; other staff only those on documents they may edit. */
const onEditableDocuments: Access = async ({ req }) => {
  const user = req.user as RoleBearer | null
  if (!user) return false
  if (isPlatformAdmin(user)) return true
  const ids = await locksOnEditableDocuments(req)
  // An empty result rather than "forbidden": the admin reads locks on every document it opens.
  return ids.length ? ({ id: { in: ids } } satisfies Where) : NONE
}

/** Creating a lock is decided by its document (the hook below); any staff user may ask. */
const signedIn: Access = ({ req }) => Boolean(req.user)

/** A lock names a document the user may edit, and the user holding it is the user asking. */
const lockOfOwnEditableDocument: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const user = req.user as RoleBearer | null
  if (!user || isPlatformAdmin(user)) return data
  const document = (data.document ?? originalDoc?.document) as DocumentRef | undefined
  const holder = data.user as { value?: unknown } | undefined
  const holderIsSelf = !holder || idOf(holder.value as Parameters<typeof idOf>[0]) === String(user.id)
  if (!holderIsSelf || !(await mayUpdateDocument(req, document))) throw new Forbidden(req.t)
  return data
}

/**
 * Payload adds its document-lock collection while it builds the config, open to every
 * signed-in user: any editor could lock (and so block with 423) another dealer's documents.
 * Locks are scoped here by the locked document's own tenant access.
 */
export function scopeLockedDocuments(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKED_DOCUMENTS)
  if (!locks) return config
  locks.access = {
    ...locks.access,
    read: onEditableDocuments,
    create: signedIn,
    update: onEditableDocuments,
    delete: onEditableDocuments,
  }
  locks.hooks.beforeChange = [lockOfOwnEditableDocument, ...locks.hooks.beforeChange]
  return config
}
