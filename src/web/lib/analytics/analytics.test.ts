import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initOptions, posthogMock, resetPosthogMock } from '../../test/posthog-mock';
import {
  identify,
  isAnalyticsInitialised,
  isFeatureEnabled,
  resetAnalytics,
  setPersonProperties,
  startAnalytics,
  startSessionRecording,
  stopAnalytics,
  stopSessionRecording,
  track,
  trackPageView,
} from './analytics';

vi.mock('posthog-js', () => ({ default: posthogMock }));

const settings = { key: 'phc_test', host: 'https://eu.i.posthog.com', environment: 'production' };

beforeEach(resetPosthogMock);

describe('analytics wrapper', () => {
  it('does nothing at all while not initialised', () => {
    track('registration_submitted', { utm_source: 'newsletter' });
    trackPageView('/pricing');
    identify('user-1');
    setPersonProperties({ plan: 'team' });
    resetAnalytics();
    startSessionRecording();
    stopSessionRecording();
    expect(isFeatureEnabled('new-calendar')).toBe(false);
    expect(isAnalyticsInitialised()).toBe(false);
    for (const fn of Object.values(posthogMock)) expect(fn).not.toHaveBeenCalled();
  });

  it('starts posthog-js with exactly the settings of decision 010, on the EU host', async () => {
    await startAnalytics(settings);
    expect(posthogMock.init).toHaveBeenCalledWith('phc_test', expect.any(Object));
    expect(initOptions()).toMatchObject({
      api_host: 'https://eu.i.posthog.com',
      autocapture: false,
      capture_pageview: false,
      capture_pageleave: true,
      disable_session_recording: true,
      disable_surveys: true,
      disable_external_dependency_loading: true,
      respect_dnt: true,
      request_queue_config: { flush_interval_ms: 3000 },
      feature_flag_request_timeout_ms: 10_000,
      session_idle_timeout_seconds: 1800,
      cookie_expiration: 365,
      rate_limiting: { events_per_second: 10 },
    });
    expect(isAnalyticsInitialised()).toBe(true);
  });

  it('starts only once, however often consent is announced', async () => {
    await Promise.all([startAnalytics(settings), startAnalytics(settings)]);
    await startAnalytics(settings);
    expect(posthogMock.init).toHaveBeenCalledTimes(1);
  });

  it('adds a timestamp and the environment to every event, and strips queries and ids from URLs', async () => {
    await startAnalytics(settings);
    const beforeSend = initOptions().before_send as (event: unknown) => {
      properties: Record<string, unknown>;
    };
    const sent = beforeSend({
      uuid: '1',
      event: '$pageleave',
      properties: {
        $current_url: 'https://motio.app/reset-password?token=secret#x',
        $pathname: '/dashboard/patients/3f2b8c1e-1d2a-4b5c-8d9e-0a1b2c3d4e5f',
        $referrer: 'https://mail.example.com/inbox?id=42',
      },
    });
    expect(sent.properties).toMatchObject({
      $current_url: 'https://motio.app/reset-password',
      $pathname: '/dashboard/patients/:id',
      $referrer: 'https://mail.example.com/inbox',
      environment: 'production',
    });
    expect(new Date(String(sent.properties.timestamp)).toString()).not.toBe('Invalid Date');
  });

  it('sends only allow-listed properties with an event', async () => {
    await startAnalytics(settings);
    track('registration_failed', {
      error: 'An account with this email already exists.',
      // A form field slipping through must not leave the page.
      ...({ email: 'ana@example.com', password: 'x' } as object),
    });
    expect(posthogMock.capture).toHaveBeenCalledWith('registration_failed', {
      error: 'An account with this email already exists.',
    });
  });

  it('records a page view with the path, record ids removed', async () => {
    await startAnalytics(settings);
    trackPageView('/dashboard/patients/3f2b8c1e-1d2a-4b5c-8d9e-0a1b2c3d4e5f/notes');
    expect(posthogMock.capture).toHaveBeenCalledWith('$pageview', {
      path: '/dashboard/patients/:id/notes',
    });
  });

  it('passes identify, person properties, reset and session recording through once started', async () => {
    await startAnalytics(settings);
    identify('user-1');
    setPersonProperties({ plan: 'team', ...({ name: 'Ana' } as object) });
    startSessionRecording();
    stopSessionRecording();
    resetAnalytics();
    expect(posthogMock.identify).toHaveBeenCalledWith('user-1');
    expect(posthogMock.setPersonProperties).toHaveBeenCalledWith({ plan: 'team' });
    expect(posthogMock.startSessionRecording).toHaveBeenCalled();
    expect(posthogMock.stopSessionRecording).toHaveBeenCalled();
    expect(posthogMock.reset).toHaveBeenCalled();
  });

  it('answers a feature flag, and false when the check fails, logging to the console only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await startAnalytics(settings);
    expect(isFeatureEnabled('new-calendar')).toBe(true);
    posthogMock.isFeatureEnabled.mockImplementation(() => {
      throw new Error('flags not loaded');
    });
    expect(isFeatureEnabled('new-calendar')).toBe(false);
    expect(warn).toHaveBeenCalledWith('Analytics: feature flag check failed.', expect.any(Error));
  });

  it('never throws when the library fails; it logs to the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await startAnalytics(settings);
    posthogMock.capture.mockImplementationOnce(() => {
      throw new Error('quota');
    });
    expect(() => track('registration_succeeded')).not.toThrow();
    expect(warn).toHaveBeenCalledWith('Analytics: track failed.', expect.any(Error));
  });

  it('stays off when the library fails to start', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    posthogMock.init.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    await startAnalytics(settings);
    expect(isAnalyticsInitialised()).toBe(false);
    track('registration_succeeded');
    expect(posthogMock.capture).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Analytics: start failed.', expect.any(Error));
  });

  it('stops capturing when consent is withdrawn, and resumes if it is given again', async () => {
    await startAnalytics(settings);
    stopAnalytics();
    expect(posthogMock.opt_out_capturing).toHaveBeenCalled();
    expect(posthogMock.reset).toHaveBeenCalled();
    track('registration_submitted');
    expect(posthogMock.capture).not.toHaveBeenCalled();

    await startAnalytics(settings);
    expect(posthogMock.opt_in_capturing).toHaveBeenCalled();
    track('registration_submitted');
    expect(posthogMock.capture).toHaveBeenCalledTimes(1);
  });
});
