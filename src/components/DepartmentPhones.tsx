import { telHref } from '@/domain/phone'
import type { Location } from '@/payload-types'
import { departmentLabel } from '@/domain/locations'

/** A location's departments with their phone numbers, each a link that dials it. */
export function DepartmentPhones({ departments }: { departments: Location[] }) {
  return (
    <ul className="department-phones">
      {departments.map((department) => (
        <li key={department.id}>
          {departmentLabel(department)}: <a href={telHref(department.phone)}>{department.phone}</a>
        </li>
      ))}
    </ul>
  )
}
