import type { MenuCategory } from '@/content/navigation'
import type { NavLink } from './navTypes'

/**
 * The models mega-menu as plain links, in the server's HTML: what search engines and a
 * browser without scripts get, and what the panel holds until the visitor opens the menu
 * (then MegaMenu, with its tabs and cards, takes over).
 */
export function MegaMenuLinks({ categories, sideLinks }: { categories: MenuCategory[]; sideLinks: NavLink[] }) {
  return (
    <div className="mega-links">
      {categories.map((category) => (
        <div key={category.name} className="mega-links-category">
          <p className="nav-more-heading">{category.name}</p>
          <ul className="nav-group">
            {category.models.map((model) => (
              <li key={model.href}>
                <a href={model.href}>{model.name}</a>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {sideLinks.length ? (
        <ul className="nav-group mega-links-side">
          {sideLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} {...(link.newTab ? { target: '_blank', rel: 'noopener' } : {})}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/**
 * Without scripts the menu's buttons do nothing: its panels then open on hover and keyboard
 * focus, and on phones the whole menu is shown under the header instead of behind Menu.
 */
export const NO_SCRIPT_MENU = `
.nav-item:hover > .nav-panel[hidden], .nav-item:focus-within > .nav-panel[hidden] { display: block; }
@media (max-width: 63.99rem) {
  .site-header { flex-wrap: wrap; }
  .site-nav { flex: 1 0 100%; }
  .nav-toggle { display: none !important; }
  .nav-items, .nav-items:not([data-measured]) { display: flex; flex-direction: column; }
}`
