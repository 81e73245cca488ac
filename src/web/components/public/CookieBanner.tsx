import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  acceptCookies,
  OPEN_COOKIE_SETTINGS_EVENT,
  readCookieConsent,
  takeCookieSettingsRequest,
} from '../../lib/consent';
import classes from './CookieBanner.module.css';

/**
 * Spec §2/§4: shown while no consent is stored. Dismiss only hides it (it comes back on the
 * next visit); Accept stores and announces consent. 'Manage cookies' reopens it.
 */
export function CookieBanner() {
  const [requestedEarly] = useState(takeCookieSettingsRequest);
  const [visible, setVisible] = useState(() => requestedEarly || readCookieConsent() === null);
  const [reopened, setReopened] = useState(requestedEarly);
  const bannerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const reopen = () => {
      takeCookieSettingsRequest();
      setVisible(true);
      setReopened(true);
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
  }, []);

  // When the visitor asked for the banner, take them to it.
  useEffect(() => {
    if (visible && reopened) bannerRef.current?.focus();
  }, [visible, reopened]);

  if (!visible) return null;

  const hide = () => {
    setVisible(false);
    setReopened(false);
  };

  return (
    <Paper
      ref={bannerRef}
      component="section"
      aria-label="Cookie consent"
      tabIndex={-1}
      className={classes.banner}
      shadow="lg"
      withBorder
      p="md"
    >
      <Text size="sm">
        We use essential cookies to keep you signed in. With your permission we also use analytics
        cookies to learn which parts of Motio help clinics most; patient data is never included.{' '}
        <Anchor component={Link} to="/cookies" size="sm">
          Cookie policy
        </Anchor>
      </Text>
      <Group gap="xs" justify="flex-end" wrap="nowrap" className={classes.actions}>
        <Button variant="default" onClick={hide}>
          Dismiss
        </Button>
        <Button
          onClick={() => {
            acceptCookies();
            hide();
          }}
        >
          Accept
        </Button>
      </Group>
    </Paper>
  );
}
