import type { SelectField } from 'payload'
import type { LocationFilter } from '@/domain/locations'

const OPTIONS: { label: string; value: LocationFilter }[] = [
  { label: 'All locations', value: 'all' },
  { label: 'The primary location', value: 'primary' },
  { label: 'Sales', value: 'sales' },
  { label: 'Service', value: 'service' },
  { label: 'Parts', value: 'parts' },
  { label: 'Service and parts', value: 'service-and-parts' },
  { label: 'One location', value: 'location' },
]

/** Which of the dealer's locations a block shows (src/domain/locations filterLocations). */
export function locationFilterField({
  defaultValue,
  oneLocation,
  description,
}: {
  defaultValue: LocationFilter
  oneLocation: boolean
  description: string
}): SelectField {
  return {
    name: 'filter',
    type: 'select',
    required: true,
    defaultValue,
    options: OPTIONS.filter((option) => oneLocation || option.value !== 'location'),
    admin: { description },
  }
}
