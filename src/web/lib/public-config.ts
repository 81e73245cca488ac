import type { PublicConfig, PublicConfigResponse } from '../../domain/public-config.js';
import { http } from './http';

let loading: Promise<PublicConfig> | null = null;

/** This installation's run-time settings, fetched once per page load (`GET /api/v1/config`). */
export function loadPublicConfig(): Promise<PublicConfig> {
  loading ??= http.get<PublicConfigResponse>('/config').then(
    (answer) => answer.config,
    (error: unknown) => {
      loading = null; // try again next time rather than keep a failure
      throw error;
    },
  );
  return loading;
}

/** Tests only. */
export function forgetPublicConfig(): void {
  loading = null;
}
