/** A capped-price servicing row: one price per service, for a number of services or years. */
export type ServicePrice = {
  isDefault?: boolean | null
  models?: string[] | null
  pricePerService: number
  years: number
  services: number
  intervalMonths: number
  intervalKm: number
  rangeKm: number
}

const norm = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ')

/** The row naming this model (case-insensitive), else the dealer's default row, else null. */
export function servicePriceFor<T extends ServicePrice>(modelName: string, rows: T[]): T | null {
  const wanted = norm(modelName)
  return rows.find((row) => row.models?.some((m) => norm(m) === wanted)) ?? rows.find((row) => row.isDefault) ?? null
}

/** Model names that appear in more than one row (each model has one price). */
export function modelsInSeveralRows(rows: Pick<ServicePrice, 'models'>[]): string[] {
  const seen = new Map<string, number>()
  for (const row of rows) for (const m of new Set((row.models ?? []).map(norm))) seen.set(m, (seen.get(m) ?? 0) + 1)
  return [...seen].filter(([, count]) => count > 1).map(([name]) => name)
}
