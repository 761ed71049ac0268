import type { Field } from 'payload'

/** Fields side by side in the admin. */
export const row = (...fields: Field[]): Field => ({ type: 'row', fields })

/** A yes/no setting with its default and what it does. */
export const checkbox = (name: string, defaultValue: boolean, description: string, label?: string): Field => ({
  name,
  type: 'checkbox',
  defaultValue,
  ...(label ? { label } : {}),
  admin: { description },
})
