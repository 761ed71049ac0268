import type { StoredPhoto } from '@/domain/photoSources'
import { getPayloadClient } from '@/lib/payload'
import { photoOfRecord, storedPhotos } from '@/photos/records'

/**
 * The demo stock's stored photos by name ('suv-red'), as the demo feed names them
 * (`/demo-stock/suv-red-1600.jpg?photo=1`): for the design system's example cards.
 */
export async function demoPhotos(names: string[]): Promise<Map<string, StoredPhoto>> {
  const source = (name: string) => `/demo-stock/${name}-1600.jpg?photo=1`
  const records = await storedPhotos(await getPayloadClient(), names.map(source))
  const photos = new Map<string, StoredPhoto>()
  for (const name of names) {
    const photo = photoOfRecord(records.get(source(name)))
    if (photo) photos.set(name, photo)
  }
  return photos
}
