import './dashboard-styles';
import { AppShell } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useId, useRef, useState } from 'react';
import { Outlet, useLoaderData, useLocation } from 'react-router';
import { FeedbackDrawer } from '../feedback-panel/FeedbackDrawer';
import { InsideMainContext, MAIN_CONTENT_ID } from '../layout/main-content';
import type { DashboardLoaderData } from './dashboard-loader';
import { DashboardNavbar } from './DashboardNavbar';
import { DashboardTopBar } from './DashboardTopBar';
import { NoClinicNotice } from './NoClinicNotice';
import { DESKTOP_MEDIA_QUERY, SIDEBAR_BREAKPOINT, SIDEBAR_WIDTH } from './sidebar-breakpoint';
import { useSignedInUser } from './use-signed-in-user';
import classes from './DashboardLayout.module.css';

const HEADER_HEIGHT = 60;

/** The signed-in app shell: sidebar, top bar and the current screen. */
export function DashboardLayout() {
  const currentUser = useSignedInUser();
  const { withoutClinic } = useLoaderData<DashboardLoaderData>();
  const { pathname } = useLocation();
  const navbarId = useId();
  const burgerRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  // The overlay belongs to the page it was opened on, so any route change closes it.
  const [overlayOpenedOn, setOverlayOpenedOn] = useState<string | null>(null);
  const overlayOpened = overlayOpenedOn === pathname;
  // The page the feedback panel was opened on; null while it is closed.
  const [feedbackPage, setFeedbackPage] = useState<string | null>(null);
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY, false, { getInitialValueInEffect: false });

  useEffect(() => {
    if (overlayOpened) closeButtonRef.current?.focus();
  }, [overlayOpened]);

  useEffect(() => {
    // Growing past the breakpoint shows the sidebar; the overlay must not come back later.
    const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY);
    const closeOnDesktop = (event: MediaQueryListEvent) => {
      if (event.matches) setOverlayOpenedOn(null);
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, []);

  if (!currentUser) return null;

  const closeOverlay = () => {
    setOverlayOpenedOn(null);
    burgerRef.current?.focus();
  };

  return (
    <AppShell
      layout="alt"
      header={{ height: HEADER_HEIGHT, offset: false }}
      navbar={{
        width: SIDEBAR_WIDTH,
        breakpoint: SIDEBAR_BREAKPOINT,
        collapsed: { mobile: !overlayOpened },
      }}
      padding="lg"
    >
      <DashboardTopBar
        currentUser={currentUser}
        navbarId={navbarId}
        overlayOpened={overlayOpened}
        onOpenMenu={() => setOverlayOpenedOn(overlayOpened ? null : pathname)}
        burgerRef={burgerRef}
      />
      <DashboardNavbar
        id={navbarId}
        overlayOpened={overlayOpened}
        onClose={closeOverlay}
        closeButtonRef={closeButtonRef}
        showAdmin={currentUser.user.platformAdmin}
        role={currentUser.membership?.role}
        // Off-screen links must not take keyboard focus while the overlay is closed.
        inert={!isDesktop && !overlayOpened}
        onOpenFeedback={() => setFeedbackPage(pathname)}
      />
      <FeedbackDrawer page={feedbackPage} onClose={() => setFeedbackPage(null)} />
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <InsideMainContext value>
          {withoutClinic ? <NoClinicNotice clinics={currentUser.clinics} /> : <Outlet />}
        </InsideMainContext>
      </AppShell.Main>
    </AppShell>
  );
}
