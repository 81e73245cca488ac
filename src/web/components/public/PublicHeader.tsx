import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { deferredComponent } from '../deferred';
import { Logo } from '../Logo';
import { MenuToggleButton } from './MenuToggleButton';
import { publicNavItems } from './public-nav-items';
import classes from './PublicHeader.module.css';

/** The navigation takes its scrolled look beyond 50 px. */
const SCROLLED_THRESHOLD_PX = 50;
const MOBILE_MENU_ID = 'public-mobile-menu';

// The links wait for the sign-in check anyway, so its code (TanStack Query, the HTTP client,
// Mantine's Button) loads after the first paint instead of with it.
const PublicAuthLinks = deferredComponent(
  async () => (await import('./PublicAuthLinks')).PublicAuthLinks,
);

/**
 * The public top navigation. Built from plain elements and CSS so that
 * the landing page's first load carries no Mantine component code.
 */
export function PublicHeader() {
  const scrolled = useScrolledPast(SCROLLED_THRESHOLD_PX);
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so any route change closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const menuOpened = menuOpenedOn === pathname;
  const currentPage = (to: string) =>
    pathname === to || pathname.startsWith(`${to}/`) ? 'page' : undefined;

  return (
    <header className={classes.header} data-scrolled={scrolled ? 'true' : undefined}>
      <div className={classes.bar}>
        <Logo />
        <nav aria-label="Main" className={classes.desktopNav}>
          {publicNavItems.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className={classes.link}
              aria-current={currentPage(item.to)}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <div className={classes.authLinks}>
          <PublicAuthLinks />
        </div>
        <MenuToggleButton
          className={classes.menuToggle}
          opened={menuOpened}
          controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpenedOn(menuOpened ? null : pathname)}
        />
      </div>
      {menuOpened && (
        <nav
          id={MOBILE_MENU_ID}
          aria-label="Main"
          className={classes.mobileMenu}
          onKeyDown={(event) => event.key === 'Escape' && setMenuOpenedOn(null)}
        >
          {publicNavItems.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className={classes.mobileLink}
              aria-current={currentPage(item.to)}
            >
              {item.label}
            </Link>
          ))}
          <div className={classes.mobileAuthLinks}>
            <PublicAuthLinks fullWidth />
          </div>
        </nav>
      )}
    </header>
  );
}
