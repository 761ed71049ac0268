import { telHref } from '@/domain/phone'
import type { Location } from '@/payload-types'
import { departmentName } from '@/domain/locations'

/** A location's departments with their phone numbers (and landline where it has one), each a link that dials it. */
export function DepartmentPhones({ departments }: { departments: Location[] }) {
  return (
    <ul className="department-phones">
      {departments.map((department) => (
        <li key={department.id}>
          {departmentName(department)}: <a href={telHref(department.phone)}>{department.phone}</a>
          {department.landlinePhone ? (
            <>
              , landline <a href={telHref(department.landlinePhone)}>{department.landlinePhone}</a>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
