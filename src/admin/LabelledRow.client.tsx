'use client'
import { useRowLabel } from '@payloadcms/ui'

/**
 * A block's or array row's label in the admin: the row's own label or heading ("Finance",
 * "Summer at Harbour"), not "Menu item 03"; a row not named yet says so.
 */
export function LabelledRow() {
  const { data, rowNumber } = useRowLabel<{ label?: string; heading?: string; title?: string; name?: string }>()
  const text = data?.heading || data?.label || data?.title || data?.name
  return <span>{text?.trim() || `Untitled (row ${(rowNumber ?? 0) + 1})`}</span>
}
