import { Link } from 'react-router';
import { COLOR_SCHEME_STORAGE_KEY } from '../../lib/color-scheme';
import { COOKIE_CONSENT_KEY, openCookieSettings } from '../../lib/consent';
import { LegalPage, type LegalSection } from './legal/LegalPage';
import { LegalTable } from './legal/LegalTable';
import classes from './CookiesPage.module.css';

/* The session cookie's names are set in src/server/plugins/sessions.ts; keep them in step. */
const sections: readonly LegalSection[] = [
  {
    id: 'overview',
    title: 'Cookies and local storage',
    content: (
      <p>
        Cookies are small files a website stores in your browser; local storage is a similar place
        where a site can keep settings on your device. Motio uses as little of both as possible: one
        essential cookie to keep you signed in, two settings stored in your browser, and analytics
        cookies only if you accept them.
      </p>
    ),
  },
  {
    id: 'essential',
    title: 'Essential cookie',
    content: (
      <>
        <LegalTable
          caption="Essential cookie"
          columns={['Name', 'Purpose', 'How long']}
          rows={[
            [
              <>
                <code>motio_session</code> (<code>__Host-motio_session</code> over HTTPS)
              </>,
              'Keeps you signed in. An HttpOnly session cookie: it holds a random token, cannot be read by scripts on the page and is sent only to Motio.',
              'Until you sign out, and 12 hours at most; the session behind it ends after 30 minutes without activity',
            ],
          ]}
        />
        <p>
          This cookie is strictly necessary for the part of Motio behind the sign-in, so it does not
          need your consent. If you block it, you cannot sign in.
        </p>
      </>
    ),
  },
  {
    id: 'preferences',
    title: 'Settings stored in your browser',
    content: (
      <LegalTable
        caption="Local storage"
        columns={['Key', 'Purpose', 'How long']}
        rows={[
          [
            <code key="scheme">{COLOR_SCHEME_STORAGE_KEY}</code>,
            'Remembers whether you chose the light or the dark colour scheme.',
            'Until you change it or clear this site’s data',
          ],
          [
            <code key="consent">{COOKIE_CONSENT_KEY}</code>,
            'Remembers your answer to the cookie banner (accepted, or consent withdrawn) and when you gave it.',
            'Until you change it or clear this site’s data',
          ],
        ]}
      />
    ),
  },
  {
    id: 'analytics',
    title: 'Analytics cookies',
    content: (
      <>
        <p>
          Only after you select <strong>Accept</strong> in the cookie banner do we load product
          analytics from PostHog, in its EU region. PostHog then keeps a random identifier for your
          browser, in a cookie and in local storage (both named <code>ph_…_posthog</code>), for up
          to 365 days. If you dismiss the banner or never answer it, no analytics code is loaded and
          nothing is stored.
        </p>
        <p>
          Analytics record which pages are viewed and left, and a few steps such as completing
          sign-up. They never include patient data or what you type into forms: addresses are sent
          without their query and record ids, automatic capture of clicks and session recording are
          switched off, and your browser’s Do Not Track setting is respected. If you are signed in,
          you are known to analytics only by a random account id, never by name or email. We use
          what we learn only to improve Motio.
        </p>
      </>
    ),
  },
  {
    id: 'choices',
    title: 'Your choices',
    content: (
      <>
        <p>
          You can open the cookie banner again at any time, here or with “Manage cookies” at the
          foot of every page:
        </p>
        <p>
          <button type="button" className={classes.settingsButton} onClick={openCookieSettings}>
            Open cookie settings
          </button>
        </p>
        <p>
          If you have accepted analytics cookies, the banner then offers{' '}
          <strong>Withdraw consent</strong>: analytics stop at once, their identifier is reset, and
          we remember your choice so that we do not ask again. Essential cookies stay, so you remain
          signed in. You can also clear this site’s cookies and stored data in your browser’s
          settings at any time.
        </p>
      </>
    ),
  },
  {
    id: 'more',
    title: 'More information',
    content: (
      <p>
        How we handle personal data in general is explained in our{' '}
        <Link to="/privacy">Privacy Policy</Link>. Questions are welcome through our{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
];

/** `/cookies`: the cookie policy, with a link that opens the cookie-settings banner. */
export function CookiesPage() {
  return (
    <LegalPage
      path="/cookies"
      title="Cookie Policy"
      summary="Which cookies and stored settings Motio uses, why, and how to change your choice at any time."
      sections={sections}
    />
  );
}
