import { FinanceDisclosure } from '@/components/finance/FinanceDisclosure'
import type { EstimateDisclosure } from '@/components/finance/estimateDisclosure'
import { isInStock } from '@/domain/carTag'
import { photoSources } from '@/domain/photoSources'
import { carPath } from '@/domain/searchPaths'
import { FINANCE_ROW, type CompareGroup, type ComparedCar } from '../compare'
import { RemoveFromCompare } from './CompareLinks.client'
import './compare.css'

const NO_VALUE = '—'

/**
 * The compared cars side by side: a column per car (photo, title, Remove), a row per fact
 * in the car page's groups, and "Differs" on each row where the cars are not alike. On a phone
 * the table scrolls sideways with the facts' names kept in view.
 */
export function CompareTable({
  cars,
  groups,
  finance,
}: {
  cars: ComparedCar[]
  groups: CompareGroup[]
  finance: EstimateDisclosure | null
}) {
  const slugs = cars.map((car) => car.slug)
  const withEstimates = finance && groups.some((group) => group.rows.some((row) => row.label === FINANCE_ROW))
  return (
    <>
      <div className="compare-scroll" role="region" aria-label="The cars side by side" tabIndex={0}>
        <table className="compare-table">
          <caption className="visually-hidden">
            The cars compared, one column each. Rows where they differ are marked Differs.
          </caption>
          <thead>
            <tr>
              <td />
              {cars.map(({ slug, title, listed }) => {
                const photo = listed?.listing.primary_photo
                return (
                  <th key={slug} scope="col" className="compare-car">
                    {photo ? (
                      // eslint-disable-next-line @next/next/no-img-element -- a stored rendition with its srcset
                      <img {...photoSources(photo, 400)} sizes="(min-width: 64rem) 18rem, 45vw" alt="" loading="lazy" />
                    ) : (
                      <span className="compare-photo-none" />
                    )}
                    {listed ? <a href={carPath(slug)}>{title}</a> : <span>{title}</span>}
                    {listed && !isInStock(listed.listing.status) ? <span className="compare-sold">Sold</span> : null}
                    <RemoveFromCompare slug={slug} others={slugs.filter((other) => other !== slug)} title={title} />
                  </th>
                )
              })}
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.id}>
              <tr className="compare-group">
                <th scope="colgroup" colSpan={cars.length + 1}>
                  {group.title}
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.label} className={row.differs ? 'compare-differs' : undefined}>
                  <th scope="row">
                    {row.label}
                    {row.differs ? <span className="compare-differs-tag">Differs</span> : null}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={slugs[index]}>{value ?? NO_VALUE}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      {withEstimates ? (
        <div className="compare-small-print">
          <FinanceDisclosure finance={finance} marker="* " />
        </div>
      ) : null}
    </>
  )
}
