import { permanentRedirect } from 'next/navigation'
import { stockSearchPath } from '@/domain/searchPaths'
import { toParams } from '@/search/searchState'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Spec: /new-used-and-demo-cars is the whole stock; it lives at its search landing, filters kept. */
export const dynamic = 'force-dynamic'

export default async function AllStock({ searchParams }: Args) {
  const query = toParams(await searchParams).toString()
  permanentRedirect(query ? `${stockSearchPath()}?${query}` : stockSearchPath())
}
