import { permanentRedirect } from 'next/navigation'
import { stockSearchPath } from '@/domain/searchPaths'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Spec: /new-used-and-demo-cars is the whole stock; it lives at its search landing, filters kept. */
export const dynamic = 'force-dynamic'

export default async function AllStock({ searchParams }: Args) {
  const query = new URLSearchParams(
    Object.entries(await searchParams).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) => [name, v]),
    ),
  ).toString()
  permanentRedirect(query ? `${stockSearchPath()}?${query}` : stockSearchPath())
}
