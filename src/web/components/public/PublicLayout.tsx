import { Outlet } from 'react-router';
import { deferredComponent } from '../deferred';
import { InsideMainContext, MAIN_CONTENT_ID } from '../layout/main-content';
import { PublicHeader } from './PublicHeader';
import classes from './PublicLayout.module.css';

// Below the fold or shown later: these load after the first paint.
const PublicFooter = deferredComponent(async () => (await import('./PublicFooter')).PublicFooter);
const CookieBanner = deferredComponent(async () => (await import('./CookieBanner')).CookieBanner);
const ScrollToTopButton = deferredComponent(
  async () => (await import('./ScrollToTopButton')).ScrollToTopButton,
);

/** Marketing, sign-in and legal pages: top navigation, footer and cookie banner. */
export function PublicLayout() {
  return (
    <div className={classes.page}>
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <InsideMainContext value>
          <Outlet />
        </InsideMainContext>
      </main>
      <PublicFooter />
      <ScrollToTopButton />
      <CookieBanner />
    </div>
  );
}
