import type { FieldHook } from 'payload'
import { ValidationError } from 'payload'
import { fingerprint, PUSH_TOKEN_PREFIX } from '@tenants/pushToken'

/** Stores only a fingerprint of a dealer-management-system token, never the token. */
export const hashPushToken: FieldHook = ({ value }) => {
  if (typeof value !== 'string' || value === '' || value.startsWith(PUSH_TOKEN_PREFIX)) return value
  if (value.length < 32) {
    // Checked here: field validation would only ever see the fingerprint.
    throw new ValidationError({
      errors: [{ path: 'stock.pushToken', message: 'Use a token of at least 32 characters.' }],
    })
  }
  return fingerprint(value)
}
