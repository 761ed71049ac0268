import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { visibleLocationsOf } from '@/content/locations'
import { locationSites } from '@/content/locationSites'
import { departmentLabel } from '@/domain/locations'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { rendition } from '@/lib/media'
import { renderOnDemand } from '../../renderOnDemand'

export const generateStaticParams = renderOnDemand

type Args = { params: Promise<{ slug: string }> }

/** A site's departments with team members; none means there is no team page. */
async function teamOf(slug: string) {
  const tenant = await getSiteTenant()
  if (!tenant) return null
  const site = locationSites(await visibleLocationsOf(tenant)).find((s) => s.slug === slug)
  const departments = (site?.departments ?? []).filter((d) => d.team?.length)
  return site && departments.length ? { site, departments } : null
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const team = await teamOf((await params).slug)
  return team ? { title: `Our team at ${team.site.name}`, alternates: { canonical: `/teams/${team.site.slug}` } } : {}
}

/** /teams/{location-slug}: the people of a location, by department. */
export default async function TeamPage({ params }: Args) {
  const team = await teamOf((await params).slug)
  if (!team) notFound()
  return (
    <main id="main" className="site-main">
      <section className="page-hero">
        <h1>Our team at {team.site.name}</h1>
        <p className="page-summary">
          <a href={`/contact-us/${team.site.slug}`}>Opening hours and directions</a>
        </p>
      </section>
      {team.departments.map((department) => (
        <section key={department.id} aria-labelledby={`team-${department.id}`}>
          <h2 id={`team-${department.id}`}>{departmentLabel(department)}</h2>
          <ul className="team-list">
            {department.team!.map((member) => {
              const photo = rendition(member.photo, 'thumbnail', { width: 400, height: 400 })
              return (
                <li key={member.id ?? member.name} className="team-member">
                  {photo ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a stored rendition with its size
                    <img src={photo.url} alt="" width={photo.width} height={photo.height} loading="lazy" />
                  ) : null}
                  <p className="team-name">{member.name}</p>
                  {member.role ? <p className="team-role">{member.role}</p> : null}
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </main>
  )
}
