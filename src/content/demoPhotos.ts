import type { StoredPhoto } from '@/domain/photoSources'
import { getPayloadClient } from '@/lib/payload'
import { photosBySource } from '@/photos/records'

/**
 * The demo stock's stored photos by name ('suv-red'), as the demo feed names them
 * (`/demo-stock/suv-red-1600.jpg?photo=1`): for the design system's example cards.
 */
export async function demoPhotos(names: string[]): Promise<Map<string, StoredPhoto>> {
  const source = (name: string) => `/demo-stock/${name}-1600.jpg?photo=1`
  const bySource = await photosBySource(await getPayloadClient(), names.map(source))
  return new Map(names.flatMap((name) => (bySource.has(source(name)) ? [[name, bySource.get(source(name))!]] : [])))
}
