import { enquiryWords } from '@/domain/enquiryWords'
import { pickedLinkHref } from '@/domain/pickedLinks'
import type { Tenant } from '@/payload-types'
import { businessLine, footerText, footerTextParts } from '@/domain/footerText'
import { siteSettings } from '@tenants/settings'
import { navigationOf } from '@/content/navigation'
import { visibleLocationsOf } from '@/content/locations'
import { MobileStickyFooter } from './shell/MobileStickyFooter'

const SOCIAL = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['youtube', 'YouTube'],
  ['linkedin', 'LinkedIn'],
  ['tiktok', 'TikTok'],
] as const

/** Every page's footer: the dealer's link groups, the spec's footer line, social links and the sub-footer. */
export async function SiteFooter({ tenant }: { tenant: Tenant }) {
  const [navigation, locations] = await Promise.all([navigationOf(tenant), visibleLocationsOf(tenant)])
  const settings = siteSettings(tenant)
  const { identity } = settings
  const home = locations.find((location) => location.primary) ?? locations[0]
  const sales =
    locations.find((location) => location.locationType === 'sales' && location.primary) ??
    locations.find((location) => location.locationType === 'sales') ??
    home
  const line = {
    name: tenant.name,
    make: tenant.template === 'brand' ? identity.manufacturer : null,
    city: home?.address?.city,
    state: home?.address?.state,
    dealerLicenceNumber: identity.dealerLicenceNumber,
    motorVehicleRepairerNumber: identity.motorVehicleRepairerNumber,
  }
  const social = SOCIAL.flatMap(([key, label]) => {
    const href = tenant.contact?.social?.[key]
    return href ? [{ href, label }] : []
  })
  const groups = navigation?.footer?.groups ?? []
  const poweredBy = navigation?.footer?.poweredBy
  const business = businessLine(identity)
  return (
    <footer className="site-footer">
      {groups.length ? (
        <div className="footer-groups">
          {groups.map((group) => {
            const title = group.title.replaceAll('{dealer}', tenant.name)
            return (
              <nav key={group.id ?? title} aria-label={title} className="footer-group">
                <h2 className="footer-group-title">{title}</h2>
                <ul>
                  {(group.links ?? []).flatMap((link) => {
                    // A link to a page since unpublished or deleted goes nowhere: it is left out.
                    const href = pickedLinkHref(link.goesTo)
                    return href
                      ? [
                          <li key={link.id ?? link.label}>
                            <a href={href} {...(link.goesTo.newTab ? { target: '_blank', rel: 'noopener' } : {})}>
                              {link.label}
                            </a>
                          </li>,
                        ]
                      : []
                  })}
                </ul>
              </nav>
            )
          })}
        </div>
      ) : null}
      <p className="footer-text">{footerText(line)}</p>
      {social.length ? (
        <ul className="footer-social" aria-label="Social media">
          {social.map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="sub-footer">
        <p>{footerTextParts(line).at(-1)}</p>
        {business ? <p>{business}</p> : null}
        {identity.dealerLicenceNumber ? <p>Dealer Licence {identity.dealerLicenceNumber}</p> : null}
        {identity.motorVehicleRepairerNumber ? <p>MVRL {identity.motorVehicleRepairerNumber}</p> : null}
        {navigation?.footer?.subFooterText ? <p>{navigation.footer.subFooterText}</p> : null}
        {poweredBy?.label ? (
          <p>{poweredBy.url ? <a href={poweredBy.url}>{poweredBy.label}</a> : poweredBy.label}</p>
        ) : null}
      </div>
      {settings.features.stickyMobileFooter ? (
        <MobileStickyFooter
          phone={tenant.contact?.salesPhone || tenant.contact?.mainPhone || sales?.phone || null}
          enquireHref={settings.links.contactPath}
          enquireLabel={enquiryWords(settings.wording.enquiryTerm).action}
          timeZone={identity.timeZone}
          hours={{
            openingHours: (sales?.openingHours ?? []).map(({ weekday, status, open, close }) => ({
              weekday,
              status,
              open,
              close,
            })),
            specialHours: (sales?.specialHours ?? []).map(({ date, status, open, close }) => ({
              date,
              status,
              open,
              close,
            })),
          }}
        />
      ) : null}
    </footer>
  )
}
