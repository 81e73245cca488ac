import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { InsideMainContext, MAIN_CONTENT_ID } from '../layout/main-content';
import { PublicHeader } from './PublicHeader';
import classes from './PublicLayout.module.css';

// Below the fold or shown later: these load after the first paint (spec §9 budget).
const PublicFooter = lazy(async () => ({ default: (await import('./PublicFooter')).PublicFooter }));
const CookieBanner = lazy(async () => ({ default: (await import('./CookieBanner')).CookieBanner }));
const ScrollToTopButton = lazy(async () => ({
  default: (await import('./ScrollToTopButton')).ScrollToTopButton,
}));

/** Marketing, sign-in and legal pages: top navigation, footer and cookie banner (spec §2). */
export function PublicLayout() {
  return (
    <div className={classes.page}>
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <InsideMainContext value>
          <Outlet />
        </InsideMainContext>
      </main>
      <Suspense fallback={null}>
        <PublicFooter />
        <ScrollToTopButton />
        <CookieBanner />
      </Suspense>
    </div>
  );
}
