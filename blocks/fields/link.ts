import type { TextField } from 'payload'
import { isSameSitePath } from '@/domain/sameSitePath'

/** A link editors paste: a site path (/special-offers) or a full https:// address. */
export const linkField = (name: string, label: string, required = false, description?: string): TextField => ({
  name,
  label,
  type: 'text',
  required,
  admin: { description: description ?? 'A path on this site such as /special-offers, or a full https:// address.' },
  validate: (value: unknown) => {
    if (!value) return required ? `Enter the ${label.toLowerCase()}.` : true
    return typeof value === 'string' &&
      ((isSameSitePath(value) && /^\S+$/.test(value)) || /^https:\/\/\S+$/.test(value))
      ? true
      : 'Enter a path starting with / or a full https:// address.'
  },
})
