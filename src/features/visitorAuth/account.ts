import type { Payload } from 'payload'
import type { Visitor } from '@/payload-types'
import { sessionCookie } from './sessions'

/** Deletes a visitor's account (the collection's hook takes their sessions, watchlist and codes with it); gives the cookie that ends the session. */
export async function forgetAccount(payload: Payload, visitor: Visitor): Promise<string> {
  await payload.delete({ collection: 'visitors', id: visitor.id, overrideAccess: true })
  return sessionCookie('', 0)
}
