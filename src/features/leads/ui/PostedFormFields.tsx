import { useSyncExternalStore } from 'react'
import type { LeadCategory } from '@/domain/leads'
import { CONTEXT_PREFIX } from '../formPost'
import type { FormCar } from '../successStorage'

const subscribe = () => () => {}
/** False in the server's HTML and while hydrating, true once the form's script runs. */
export const useScripted = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )

/**
 * What the scripted form adds to its JSON, as hidden fields for the browser to post when no
 * script runs (formPost.ts reads them back): the kind of enquiry, the car, where it started.
 */
export function PostedFormFields({
  category,
  car,
  context,
}: {
  category: LeadCategory
  car?: Pick<FormCar, 'slug' | 'kind'>
  context?: Record<string, string>
}) {
  return (
    <>
      <input type="hidden" name="category" value={category} />
      {car ? <input type="hidden" name="car" value={car.slug} /> : null}
      {car?.kind ? <input type="hidden" name="car_enquiry" value={car.kind} /> : null}
      {Object.entries(context ?? {}).map(([key, value]) => (
        <input key={key} type="hidden" name={`${CONTEXT_PREFIX}${key}`} value={value} />
      ))}
    </>
  )
}
