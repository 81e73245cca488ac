import '../../lib/mantine-styles';
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import {
  acceptCookies,
  closeCookieSettings,
  cookieSettingsRequested,
  readCookieChoice,
  subscribeCookieSettings,
  withdrawCookieConsent,
} from '../../lib/consent';
import classes from './CookieBanner.module.css';

/**
 * Shown while no choice is stored. Dismiss only hides it (it comes back on the
 * next visit); Accept stores and announces consent. 'Manage cookies' reopens it, and after an
 * Accept it offers to withdraw consent instead.
 */
export function CookieBanner() {
  const requested = useSyncExternalStore(subscribeCookieSettings, cookieSettingsRequested);
  const [dismissed, setDismissed] = useState(false);
  const choice = readCookieChoice();
  const visible = requested || (!dismissed && choice === null);
  const bannerRef = useRef<HTMLElement>(null);

  // When the visitor asked for the banner, take them to it.
  useEffect(() => {
    if (requested) bannerRef.current?.focus();
  }, [requested]);

  if (!visible) return null;

  const hide = () => {
    setDismissed(true);
    closeCookieSettings();
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
        {choice?.accepted
          ? 'You allowed analytics cookies. You can withdraw that at any time: analytics stops at once, and essential cookies stay so you can remain signed in.'
          : 'We use essential cookies to keep you signed in. With your permission we also use analytics cookies to learn which parts of Motio help clinics most; patient data is never included.'}{' '}
        <Anchor component={Link} to="/cookies" size="sm">
          Cookie policy
        </Anchor>
      </Text>
      <Group gap="xs" justify="flex-end" wrap="nowrap" className={classes.actions}>
        <Button variant="default" onClick={hide}>
          Dismiss
        </Button>
        {choice?.accepted ? (
          <Button
            color="red"
            variant="light"
            onClick={() => {
              withdrawCookieConsent();
              hide();
            }}
          >
            Withdraw consent
          </Button>
        ) : (
          <Button
            onClick={() => {
              acceptCookies();
              hide();
            }}
          >
            Accept
          </Button>
        )}
      </Group>
    </Paper>
  );
}
