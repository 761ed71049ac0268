'use client'

import { useRef } from 'react'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import type { MenuCategory } from '@/content/navigation'
import type { NavLink } from './navTypes'

/**
 * The models mega-menu: categories on the left (the first active), model cards on the
 * right with Explore and, unless upcoming, Our Stock. Choosing a category scrolls the
 * cards back to the top; choosing a model closes the menu.
 */
export function MegaMenu({
  categories,
  sideLinks,
  onNavigate,
}: {
  categories: MenuCategory[]
  sideLinks: NavLink[]
  onNavigate: () => void
}) {
  const cards = useRef<HTMLDivElement>(null)
  return (
    <div className="mega-menu">
      <Tabs
        orientation="vertical"
        defaultSelectedKey={categories[0]?.name}
        onSelectionChange={() => cards.current?.scrollTo({ top: 0 })}
        className="mega-tabs"
      >
        <TabList aria-label="Model categories" className="mega-categories">
          {categories.map((category) => (
            <Tab key={category.name} id={category.name} className="mega-category">
              {category.name}
            </Tab>
          ))}
        </TabList>
        <div className="mega-cards" ref={cards}>
          {categories.map((category) => (
            <TabPanel key={category.name} id={category.name}>
              <ul className="mega-models">
                {category.models.map((model) => (
                  <li key={model.href} className="mega-model">
                    {model.image ? (
                      // eslint-disable-next-line @next/next/no-img-element -- renditions are already sized; only loaded when the menu opens
                      <img
                        src={model.image.url}
                        alt=""
                        width={model.image.width}
                        height={model.image.height}
                        loading="lazy"
                        className="mega-model-image"
                      />
                    ) : null}
                    <p className="mega-model-name">
                      {model.name}
                      {model.label ? <span className="mega-model-label">{model.label}</span> : null}
                    </p>
                    <p className="mega-model-actions">
                      <a href={model.href} onClick={onNavigate} aria-label={`Explore ${model.name}`}>
                        Explore
                      </a>
                      {model.stockHref ? (
                        <a href={model.stockHref} onClick={onNavigate} aria-label={`Our ${model.name} stock`}>
                          Our Stock
                        </a>
                      ) : null}
                    </p>
                  </li>
                ))}
              </ul>
            </TabPanel>
          ))}
        </div>
      </Tabs>
      {sideLinks.length ? (
        <ul className="mega-side-links">
          {sideLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} onClick={onNavigate} {...(link.newTab ? { target: '_blank', rel: 'noopener' } : {})}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
