import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { notFound } from 'next/navigation'
import { AA_NON_TEXT, AA_TEXT, contrastRatio, WHITE } from '@/domain/colourContrast'
import { NEUTRAL_INK, themeColours } from '@tenants/theme'
import { HolidayHours } from '@/components/HolidayHours'
import { Tabs } from '@/components/design/Tabs.client'
import { Carousel } from '@/components/design/Carousel.client'
import { photoSources, type StoredPhoto } from '@/domain/photoSources'
import { demoPhotos } from '@/content/demoPhotos'
import { getSiteTenant } from '../siteTenant'
import { ToastExample } from './ToastExample.client'
import './design-system.css'

export const metadata: Metadata = { title: 'Design system', robots: { index: false, follow: false } }

/**
 * The dealer site's design system in this dealer's theme: the colour roles with their
 * contrast, the type scale and every variant of the shared components. Not linked from the
 * site; the visual regression tests screenshot it for each demo dealer.
 */
/** A card of the examples: a demo photo, then the title and what else the example shows. */
function ExampleCard({
  photos,
  photo,
  eyebrow,
  title,
  children,
}: {
  photos: Map<string, StoredPhoto>
  photo: string
  eyebrow?: string
  title: string
  children?: ReactNode
}) {
  const stored = photos.get(photo)
  return (
    <article className="card">
      {stored ? (
        // eslint-disable-next-line @next/next/no-img-element -- a demo photo as the platform stored it
        <img
          className="card-media"
          {...photoSources(stored, 800)}
          sizes="(min-width: 64rem) 22rem, 100vw"
          alt=""
          width={800}
          height={450}
          loading="lazy"
        />
      ) : null}
      <div className="card-body">
        {eyebrow ? <p className="card-eyebrow">{eyebrow}</p> : null}
        <h3 className="card-title">{title}</h3>
        {children}
      </div>
    </article>
  )
}

export default async function DesignSystemPage() {
  const tenant = await getSiteTenant()
  const photos = await demoPhotos([
    'suv-blue',
    'hatch-red',
    'ute-silver',
    'suv-white',
    'ute-black',
    'hatch-blue',
    'sedan-silver',
    'van-white',
  ])
  if (!tenant) notFound()
  const colours = themeColours(tenant)
  const pairs = [
    ['Primary surface', colours.onPrimary, colours.primary, AA_TEXT],
    ['Primary as text', colours.primaryInk, WHITE, AA_TEXT],
    ['Secondary surface', colours.onSecondary, colours.secondary, AA_TEXT],
    ['Accent surface', colours.onAccent, colours.accent, AA_TEXT],
    ['Accent as text', colours.accentInk, WHITE, AA_TEXT],
    ['Focus ring', colours.focus, WHITE, AA_NON_TEXT],
    ['Body text', NEUTRAL_INK, WHITE, AA_TEXT],
  ] as const
  return (
    <main id="main" className="site-main design-system">
      <section className="page-hero">
        <h1>Design system</h1>
        <p className="page-summary">The tokens and components of {tenant.name}’s site, in its own colours.</p>
      </section>

      <section aria-labelledby="ds-colours">
        <h2 id="ds-colours">Colour roles</h2>
        <ul className="ds-swatches">
          {pairs.map(([name, text, background, minimum]) => (
            <li
              key={name}
              className="ds-swatch"
              // A non-text colour (the focus ring) is shown as a ring around ordinary text, as the site uses it.
              style={
                minimum === AA_TEXT
                  ? { background, color: text }
                  : { background, color: NEUTRAL_INK, outline: `3px solid ${text}`, outlineOffset: '-6px' }
              }
            >
              <strong>{name}</strong>
              <span>
                {text} on {background}
              </span>
              <span>
                {contrastRatio(text, background).toFixed(2)}:1 (needs {minimum}:1)
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ds-type">
        <h2 id="ds-type">Type scale</h2>
        {(['3xl', '2xl', 'xl', 'lg', 'md', 'sm', 'xs'] as const).map((step) => (
          <p key={step} className="ds-type" style={{ fontSize: `var(--text-${step})` }}>
            {step}: Drive away in a new RAV4 Hybrid
          </p>
        ))}
      </section>

      <section aria-labelledby="ds-buttons">
        <h2 id="ds-buttons">Buttons</h2>
        <div className="ds-row">
          <a className="btn btn-primary" href="#ds-buttons">
            Primary
          </a>
          <a className="btn btn-accent" href="#ds-buttons">
            Accent
          </a>
          <a className="btn btn-outline" href="#ds-buttons">
            Outline
          </a>
          <a className="btn btn-ghost" href="#ds-buttons">
            Ghost
          </a>
          <a className="btn btn-primary btn-small" href="#ds-buttons">
            Small
          </a>
        </div>
        <div className="ds-row ds-on-primary">
          <a className="btn btn-light" href="#ds-buttons">
            Light on the brand colour
          </a>
          <a className="btn btn-on-primary" href="#ds-buttons">
            Outline on the brand colour
          </a>
        </div>
      </section>

      <section aria-labelledby="ds-chips">
        <h2 id="ds-chips">Chips and badges</h2>
        <div className="ds-row">
          <a className="chip" href="#ds-chips">
            Price up to $30,000 <span aria-hidden="true">×</span>
          </a>
          <a className="chip chip-selected" href="#ds-chips" aria-current="page">
            Used cars
          </a>
        </div>
        <div className="ds-row">
          <span className="badge">Neutral</span>
          <span className="badge badge-brand">Just Arrived</span>
          <span className="badge badge-accent">Certified</span>
          <span className="badge badge-success">Electrified</span>
          <span className="badge badge-danger">Sold</span>
          <span className="badge badge-muted">Ends 24 Dec 2026</span>
          <span className="open-status" data-open>
            Open now, closes 5:30 pm
          </span>
          <span className="open-status">Closed, opens 8:30 am</span>
        </div>
      </section>

      <section aria-labelledby="ds-tabs">
        <h2 id="ds-tabs">Tabs and dialogs</h2>
        <Tabs
          label="Example sections"
          tabs={[
            {
              id: 'comments',
              title: 'Dealer Comments',
              content: <p>One section shows at a time; arrow keys move between tabs.</p>,
            },
            { id: 'included', title: 'What’s Included', content: <p>A second panel.</p> },
            { id: 'why', title: 'Why Buy From Us?', content: <p>A third panel.</p> },
          ]}
        />
        <p>Dialogs (react-aria) keep the focus inside until closed, close on Escape and give the focus back:</p>
        <HolidayHours
          name="the example dealership"
          rows={[
            { date: '2026-12-25', day: '25 Dec', occasion: 'Christmas Day', hours: 'Closed' },
            { date: '2026-12-26', day: '26 Dec', occasion: 'Boxing Day', hours: '9:00 am – 1:00 pm' },
          ]}
        />
        <p>On a phone, side panels (the search filters) open as a drawer from a sticky button: see any stock search.</p>
        <p>
          Toasts say an action worked when nothing else on the page shows it (a car page&rsquo;s Share copies the link).
          They stay six seconds, longer while pointed at or focused, and screen readers announce them:
        </p>
        <ToastExample />
      </section>

      <section aria-labelledby="ds-cards">
        <h2 id="ds-cards">Cards</h2>
        <ul className="ds-cards">
          {(['suv-blue', 'hatch-red', 'ute-silver'] as const).map((photo, index) => (
            <li key={photo}>
              <ExampleCard
                photos={photos}
                photo={photo}
                eyebrow={`Card ${index + 1}`}
                title="A card with a photo, a title and an action"
              >
                <p>Cards hold offers, cars, models and locations.</p>
                <a className="btn btn-outline" href="#ds-cards">
                  Action
                </a>
              </ExampleCard>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ds-carousels">
        <h2 id="ds-carousels">Carousels</h2>
        <p>
          Swiped, scrolled or stepped with the arrows (disabled at the ends); swiper loads after the page, the row
          scrolls natively before it and without JavaScript. Cards, several in view (offers, locations):
        </p>
        <Carousel label="Example cards" itemsName="cards">
          {(['suv-white', 'ute-black', 'hatch-blue', 'sedan-silver', 'van-white'] as const).map((photo, index) => (
            <ExampleCard key={photo} photos={photos} photo={photo} title={`Slide ${index + 1}`} />
          ))}
        </Carousel>
        <p>Banners, one in view with a dot per slide (promotions):</p>
        <Carousel label="Example banners" itemsName="banners" variant="banner">
          {['First banner', 'Second banner', 'Third banner'].map((title) => (
            <p key={title} className="ds-banner">
              {title}
            </p>
          ))}
        </Carousel>
      </section>
    </main>
  )
}
