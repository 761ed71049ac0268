import type { TextField } from 'payload'
import { isLinkAddress, LINK_ADDRESS_PROBLEM } from '@/domain/sameSitePath'

/**
 * A link editors paste: a site path (/special-offers) or a full https:// address. `required`
 * may depend on the fields beside it (a button that opens a form instead needs no link).
 */
export const linkField = (
  name: string,
  label: string,
  required: boolean | ((siblingData: Record<string, unknown>) => boolean) = false,
  description?: string,
): TextField => ({
  name,
  label,
  type: 'text',
  required: required === true,
  admin: { description: description ?? 'A path on this site such as /special-offers, or a full https:// address.' },
  validate: (value: unknown, options?: { siblingData?: unknown }) => {
    const needed =
      typeof required === 'function' ? required((options?.siblingData ?? {}) as Record<string, unknown>) : required
    if (!value) return needed ? `Enter the ${label.toLowerCase()}.` : true
    return isLinkAddress(value) ? true : LINK_ADDRESS_PROBLEM
  },
})
