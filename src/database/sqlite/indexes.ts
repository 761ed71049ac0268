import { index } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite'

/**
 * Indexes the rows of hasMany text and number fields (`<collection>_texts`, `_numbers`) by
 * their parent. Payload indexes them by (order, parent) only, so reading a car's categories
 * scanned the whole texts table once per car: indexing 50,000 cars spent 95 s in those scans
 * (measured with npm run bench:import), and every car page paid a scan too.
 */
export const indexHasManyRowsByParent: SQLiteSchemaHook = ({ schema, extendTable }) => {
  for (const [name, table] of Object.entries(schema.tables)) {
    if (!/_(texts|numbers)$/.test(name) || !('parent' in table) || !('path' in table)) continue
    extendTable({
      table,
      extraConfig: (columns) => ({
        [`${name}_parent_path_idx`]: index(`${name}_parent_path_idx`).on(columns.parent, columns.path),
      }),
    })
  }
  return schema
}
