import type { PostHogInterface as PostHog, PostHogConfig } from 'posthog-js';
import { beforeSend } from './privacy';

/**
 * posthog-js settings (docs/decisions/010-analytics-after-consent.md). The figures the library exposes are set here; the
 * rest (batching, 10 retries with back-off on 5xx, 60 s quota pause, 24 h maximum session) are
 * the library's own behaviour and need no option.
 */
export function analyticsOptions(
  host: string,
  environment: string,
  loaded: (client: PostHog) => void,
): Partial<PostHogConfig> {
  return {
    api_host: host,
    autocapture: false,
    capture_pageview: false,
    capture_pageleave: true,
    disable_session_recording: true,
    disable_surveys: true,
    disable_external_dependency_loading: true,
    respect_dnt: true,
    mask_personal_data_properties: true,
    person_profiles: 'identified_only',
    request_queue_config: { flush_interval_ms: 3_000 },
    feature_flag_request_timeout_ms: 10_000,
    session_idle_timeout_seconds: 1_800,
    rate_limiting: { events_per_second: 10 },
    cookie_expiration: 365,
    before_send: beforeSend(environment),
    loaded,
  };
}
