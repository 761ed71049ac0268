'use client'

import { useId, useState } from 'react'
import { SPEC_GROUP_PREVIEW, type SpecificationGroup } from '@/domain/vehicleSpecifications'

/**
 * A car's specifications, a titled list per group, each showing its first four rows with
 * Show More / Show Less (spec: "specification groups show 4"). The rows past the fourth are
 * in the page from the start, hidden, so search engines and the printout read them all.
 */
export function SpecificationGroups({ groups }: { groups: SpecificationGroup[] }) {
  return (
    <div className="vehicle-spec-groups">
      {groups.map((group) => (
        <SpecificationGroupList key={group.id} group={group} />
      ))}
    </div>
  )
}

function SpecificationGroupList({ group }: { group: SpecificationGroup }) {
  const [all, setAll] = useState(false)
  const id = useId()
  const headingId = `${id}-heading`
  const more = group.rows.length > SPEC_GROUP_PREVIEW
  return (
    <section className="vehicle-spec-group" aria-labelledby={headingId}>
      <h3 id={headingId}>{group.title}</h3>
      <dl id={id} className="vehicle-specs">
        {group.rows.map((row, index) => (
          <div key={row.label} hidden={!all && index >= SPEC_GROUP_PREVIEW}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {more ? (
        <button
          type="button"
          className="text-toggle"
          aria-expanded={all}
          aria-controls={id}
          onClick={() => setAll((value) => !value)}
        >
          {all ? 'Show Less' : 'Show More'}
          <span className="visually-hidden"> {group.title.toLowerCase()}</span>
        </button>
      ) : null}
    </section>
  )
}
