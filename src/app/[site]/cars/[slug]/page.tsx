import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { carCardSettings } from '@/components/carCardSettings'
import { CarPrice } from '@/components/CarPrice'
import { EnquiryFormWhenVisible } from '@/features/leads/ui/EnquiryFormWhenVisible.client'
import { PAGE_ENQUIRY_ATTRIBUTE } from '../../shell/pageEnquiry'
import { enquiryWords } from '@/domain/enquiryWords'
import { canBeTestDriven } from '@/domain/vehicleClassification'
import { ShowMoreList } from '@/components/ShowMoreList'
import { listedCarOf } from '@/content/cars'
import { enquiryFormFor } from '@/features/leads/enquiryForms'
import { visibleLocationsOf } from '@/content/locations'
import { carPlaceOf, locationSites } from '@/content/locationSites'
import { carTag, isCertified, isInStock } from '@/domain/carTag'
import { KeyDetails } from '@/components/KeyDetails'
import { carTitle } from '@/domain/carTitle'
import { estimateFromTerms, financeEstimate } from '@/domain/financeEstimate'
import { quoteAllowed, quotePrefill } from '@/domain/financeQuote'
import { marketPriceIndicator } from '@/domain/marketPrice'
import { quotesOffered } from '@/features/finance/quote'
import { QuickQuoteSection } from '@/features/finance/ui/QuickQuoteSection'
import { FinanceEstimatePanel } from '@/components/finance/FinanceEstimatePanel'
import { SIMILAR_BUTTON, SIMILAR_HEADING, SIMILAR_MESSAGE } from '@/domain/carEnquiry'
import { VehicleGallery } from '@/components/gallery/VehicleGallery.client'
import { carForForm } from '@/features/leads/carForForm'
import { carCalculatorLink, carFinanceLink, testDriveLink, tradeInLink } from '@/domain/siteLinks'
import { dealerComments } from '@/domain/vehicleText'
import { ExpandableText } from '@/components/ExpandableText'
import { PageTabs } from '@/components/design/PageTabs.client'
import { SiteRichText } from '@/components/SiteRichText'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { sectionsForCar } from '@/domain/carPageTabs'
import { carPageTabsOf } from '@/content/carPageTabs'
import { TrackView } from '@/integrations/TrackView.client'
import { ANALYTICS_EVENTS } from '@/integrations/analytics'
import { siteOrigin } from '@tenants/siteUrl'
import { sharedPhoto, storedPhotoOf } from '@/domain/photoSources'
import { shareUrl } from '@/domain/shareLinks'
import { siteSettings } from '@tenants/settings'
import { carSpecifications } from '@/content/carSpecifications'
import { SpecificationGroups } from '@/components/SpecificationGroups.client'
import { HistoryReportLink } from './HistoryReportLink.client'
import { CarViews } from '@/features/carViews/ui/CarViews.client'
import { carReservationOf } from '@/features/reservations/carReservation'
import { ReserveOnlineTab } from '@/features/reservations/ui/ReserveOnlineTab'
import { renderOnDemand } from '../../renderOnDemand'
import { VehicleShare } from './VehicleShare.client'
import { VehicleActions } from './VehicleActions'
import { VehiclePlace } from './VehiclePlace'
import { VehicleJsonLd } from './VehicleJsonLd'
import { CertifiedGlyph } from './CertifiedGlyph'
import { carPagePlan } from '@/domain/carPage'
import { SaveCarButton } from '@/features/savedCars/ui/SaveCarButton.client'
import { ShortlistToggles } from '@/components/shortlist/ShortlistToggles.client'
import { shortlistedCar } from '@/components/shortlist/shortlistedCar'
import { offersShortlist } from '@/domain/shortlist'
import { RememberViewedCar } from '@/features/savedCars/ui/RememberViewedCar.client'
import { viewedCarOf } from '@/features/savedCars/viewedCar'
import { notFoundOrRedirect } from '../../notFoundOrRedirect'
// The car's tag banner and photo placeholder are the cards' (.car-tag, .car-photo-none).
import '@/components/car-card.css'
import '../vehicle.css'
import { log } from '@/lib/log.mjs'

export const generateStaticParams = renderOnDemand

type Args = { params: Promise<{ slug: string }> }

const FORM_HEADING = 'enquire-about-this-car'
const SIMILAR_FORM_HEADING = 'find-something-similar'
/** The Reserve Online tab's address on the page (its button, and Stripe's Back link, go there). */
const RESERVE_ANCHOR = 'reserve-online'
/** The slug as written in the address; a malformed escape (/cars/%E0) is just not a car. */
const slugOf = (param: string) => {
  try {
    return decodeURIComponent(param)
  } catch {
    return param
  }
}
export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const tenant = await getSiteTenant()
  const { slug } = await params
  const found = tenant ? await listedCarOf(tenant, slugOf(slug)) : null
  if (!tenant || !found || found === 'unavailable') return { title: 'Car not found', robots: { index: false } }
  const title = carTitle(found.listing, siteSettings(tenant).stock.titleFormat)
  const first = found.car.images?.[0]
  const photo = first ? storedPhotoOf(first) : null
  return {
    title,
    description: `${title} at ${tenant.name}${found.listing.location_name ? `, ${found.listing.location_name}` : ''}.`,
    alternates: { canonical: `/cars/${found.listing.slug}` },
    openGraph: photo ? { images: [sharedPhoto(photo)] } : undefined,
  }
}

/**
 * /cars/{slug}: one car's page. Photos, title with its tag, price, weekly finance estimate,
 * specifications, dealer comments and features, where it is and how to reach the dealer, and
 * an enquiry form naming the car. A sold car says so and offers similar stock. Served from
 * the route cache until the dealer's stock changes.
 */
export default async function VehiclePage({ params }: Args) {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  const { slug } = await params
  const now = new Date()
  const found = await listedCarOf(tenant, slugOf(slug))
  if (found === 'unavailable') {
    return (
      <main id="main" className="site-main">
        <h1>This car is not available right now</h1>
        <p role="alert">Our stock cannot be shown at the moment. Please try again shortly, or call us.</p>
      </main>
    )
  }
  if (!found) return notFoundOrRedirect(tenant, `/cars/${slug}`)

  const { car, listing } = found
  const settings = siteSettings(tenant)
  const cardSettings = carCardSettings(tenant, now)
  const title = carTitle(listing, settings.stock.titleFormat)
  const tag = carTag(listing, cardSettings.tags, now)
  const inStock = isInStock(listing.status)
  const photos = (car.images ?? []).flatMap((image) => storedPhotoOf(image) ?? [])
  const place = carPlaceOf(locationSites(await visibleLocationsOf(tenant)), car)
  const site = place.site
  const department = place.department ?? site?.departments[0]
  const phone = department?.phone || tenant.contact?.salesPhone || tenant.contact?.mainPhone
  // Spec: with no number to call, the page only logs a warning (and offers no call button).
  if (!phone)
    log.warn({ tenant: tenant.slug, car: listing.slug }, 'car page: no phone number; the call button is left out')
  const estimate = financeEstimate(car, settings.finance, now)
  const market = settings.features.marketPriceIndicator
    ? marketPriceIndicator({ ...car, state: listing.state }, settings.identity.timeZone)
    : null
  const comments = dealerComments(car.dealerComments || car.feedComments)
  const features = (car.standardEquipment ?? []).map((entry) => entry.item)
  const form = await enquiryFormFor(tenant, 'vehicle')
  const { formCar, summary: dialogCar } = carForForm(tenant, found, place, now)
  const specifications = carSpecifications(car, listing, settings, now)
  const mapPlace = department && typeof department.address.lat === 'number' ? department : null
  const reservation = await carReservationOf(tenant, car, now)
  const plan = carPagePlan({
    inStock,
    reservation: !reservation ? 'none' : reservation.state === 'open' ? 'open' : 'taken',
    testDrivable: canBeTestDriven(car.simpleBody),
    hasPhone: Boolean(phone),
    hasEstimate: Boolean(estimate),
    hasFeatures: features.length > 0,
    hasMapPlace: Boolean(site && mapPlace),
    buttons: settings.stock.carPageButtons,
  })
  const dealerTabs = sectionsForCar(await carPageTabsOf(tenant), {
    carType: car.carType,
    certified: Boolean(car.certified),
  }).map(({ tab, title, section }) => ({
    id: tab,
    title,
    content: <SiteRichText data={section.content as SerializedEditorState} />,
  }))
  // Spec order: Reserve Online comes before Protect Your Car.
  const beforeReserve = dealerTabs.filter((tab) => tab.id !== 'protect')
  const afterReserve = dealerTabs.filter((tab) => tab.id === 'protect')

  return (
    <main id="main" className="site-main vehicle-page">
      <div className="vehicle-layout">
        <VehicleGallery photos={photos} title={title} noPhotoText={settings.stock.noPhotoText}>
          {tag ? <span className={`car-tag car-tag-${tag.tone}`}>{tag.text}</span> : null}
          <CarViews slug={listing.slug} show={settings.stock.showViews} minimum={settings.stock.viewsShownFrom} />
        </VehicleGallery>

        <section className="vehicle-summary" aria-labelledby="vehicle-title">
          <h1 id="vehicle-title">{title}</h1>
          {isCertified(listing, cardSettings.tags.featuredMake) ? (
            <p className="vehicle-certified">
              <CertifiedGlyph /> Certified {settings.stock.usedLabel}
            </p>
          ) : null}
          <KeyDetails car={listing} className="car-details vehicle-key-details" />
          {car.carType === 'used' ? (
            <TrackView
              event={ANALYTICS_EVENTS.usedVehicleView}
              detail={{ car_id: listing.slug, make: car.make, model: car.model }}
            />
          ) : null}
          {plan.sold ? (
            <p className="vehicle-sold" role="status">
              <strong>This car has been sold.</strong> <a href={`#${SIMILAR_FORM_HEADING}`}>{SIMILAR_BUTTON}</a>
            </p>
          ) : null}
          <RememberViewedCar car={viewedCarOf(listing, car, title)} />
          <CarPrice car={listing} prices={cardSettings.prices} />
          {market ? (
            <p className="vehicle-market-price">
              <strong>{market.text}</strong> <span>{market.basis}</span>
            </p>
          ) : null}
          {plan.finance && estimate ? (
            <FinanceEstimatePanel
              estimate={estimate}
              finance={settings.finance}
              apply={
                plan.financeButton
                  ? {
                      href: carFinanceLink(settings.links, { ...car, dealership: site?.name }),
                      label: settings.stock.financeButtonLabel,
                    }
                  : null
              }
              calculatorHref={estimateFromTerms(settings.finance) ? carCalculatorLink(settings.links, listing) : null}
            />
          ) : null}
          <VehicleActions
            actions={plan.actions}
            enquireLabel={enquiryWords(settings.wording.enquiryTerm).aboutCar}
            enquireHref={`#${FORM_HEADING}`}
            reserveHref={`#${RESERVE_ANCHOR}`}
            testDriveHref={testDriveLink({ car: listing.slug })}
            tradeInHref={tradeInLink(listing)}
            form={form}
            formCar={formCar}
            dialogCar={dialogCar}
            call={{
              phone,
              masked: settings.features.phoneReveal === 'masked',
              carId: car.slug ?? String(car.id),
              dealershipId: department ? String(department.id) : undefined,
            }}
          />
          {site ? (
            <p className="vehicle-location">
              At <a href={`/contact-us/${site.slug}`}>{site.name}</a>
              {department ? `, ${department.address.city} ${department.address.state}` : null}
            </p>
          ) : car.locationName ? (
            <p className="vehicle-location">At {car.locationName}</p>
          ) : null}
          {car.historyReportUrl ? <HistoryReportLink href={car.historyReportUrl} carId={listing.slug} /> : null}
          <VehicleShare title={title} url={shareUrl(siteOrigin(tenant), `/cars/${listing.slug}`)} slug={listing.slug}>
            <SaveCarButton slug={listing.slug} inStock={inStock} />
            <ShortlistToggles
              car={shortlistedCar(listing, title)}
              {...offersShortlist(listing, cardSettings.shortlist)}
              look="page"
            />
          </VehicleShare>
          {quotesOffered(tenant) && quoteAllowed(listing, settings.finance) ? (
            <QuickQuoteSection
              tenant={tenant}
              car={listing.slug}
              start={quotePrefill({ price: String(listing.price) })}
            />
          ) : null}
        </section>
      </div>

      <section className="vehicle-section" aria-labelledby="vehicle-details">
        <h2 id="vehicle-details">Details</h2>
        <SpecificationGroups groups={specifications} />
      </section>

      <section className="vehicle-section" aria-labelledby="vehicle-about">
        <h2 id="vehicle-about" className="visually-hidden">
          About this car
        </h2>
        <PageTabs
          label="About this car"
          tabs={[
            {
              id: 'comments',
              title: 'Dealer Comments',
              content: comments.preview ? (
                <ExpandableText preview={comments.preview.text} more="Show More" less="Show Less">
                  {comments.paragraphs.map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </ExpandableText>
              ) : (
                comments.paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
              ),
            },
            ...beforeReserve,
            ...(plan.tabs.reserve && reservation
              ? [
                  {
                    id: 'reserve',
                    title: 'Reserve Online',
                    anchor: RESERVE_ANCHOR,
                    content: (
                      <ReserveOnlineTab reservation={reservation} car={listing.slug} enquireHref={`#${FORM_HEADING}`} />
                    ),
                  },
                ]
              : []),
            ...afterReserve,
            ...(plan.tabs.features
              ? [
                  {
                    id: 'features',
                    title: 'Features',
                    content: (
                      <ShowMoreList
                        items={features}
                        initial={8}
                        more={`Show All ${features.length}`}
                        less="Hide"
                        label="Features"
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      </section>

      {plan.map && site && mapPlace ? <VehiclePlace site={site} place={mapPlace} /> : null}

      {plan.enquiry === 'car' ? (
        <section
          className="vehicle-section vehicle-enquiry"
          aria-labelledby={FORM_HEADING}
          {...{ [PAGE_ENQUIRY_ATTRIBUTE]: `#${FORM_HEADING}` }}
        >
          <h2 id={FORM_HEADING}>Enquire about this car</h2>
          <EnquiryFormWhenVisible
            spec={form}
            formId={FORM_HEADING}
            submitLabel="Send Enquiry"
            thankYou="Thank you, we will be in touch shortly about this car."
            initial={{ message: `I am interested in the ${title} (stock number ${car.stockNumber}).` }}
            car={{ ...formCar, kind: 'enquiry' }}
            inSteps
          />
        </section>
      ) : (
        <section
          className="vehicle-section vehicle-enquiry"
          aria-labelledby={SIMILAR_FORM_HEADING}
          {...{ [PAGE_ENQUIRY_ATTRIBUTE]: `#${SIMILAR_FORM_HEADING}` }}
        >
          <h2 id={SIMILAR_FORM_HEADING}>{SIMILAR_HEADING}</h2>
          <EnquiryFormWhenVisible
            spec={form}
            formId={SIMILAR_FORM_HEADING}
            submitLabel={SIMILAR_BUTTON}
            thankYou=""
            initial={{ message: SIMILAR_MESSAGE }}
            car={{ ...formCar, kind: 'similar' }}
          />
        </section>
      )}
      {/* After the content: the browser paints what it has parsed when it pauses at a script, and the first photo comes first. */}
      <VehicleJsonLd tenant={tenant} car={car} listing={listing} title={title} photos={photos} />
    </main>
  )
}
