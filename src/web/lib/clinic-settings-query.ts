import type { QueryClient } from '@tanstack/react-query';
import type { ClinicSettings } from '../../domain/clinic-settings.js';
import { clinicSettingsQuery } from './queries/clinic-settings';

let knownClinicLocale: string | null = null;

/**
 * The locale dates and numbers are written in: the clinic's, once its settings have loaded
 * anywhere in the app, else `fallback`. Plain formatting helpers read it, so they need no
 * settings of their own.
 */
export function clinicLocaleOr(fallback: string): string {
  return knownClinicLocale ?? fallback;
}

/** The locale of the dashboard's dates: the clinic's, else British English ('26 Nov 2026'). */
export const dateLocale = () => clinicLocaleOr('en-GB');

const isSettingsKey = (key: readonly unknown[]) =>
  key.length === clinicSettingsQuery.queryKey.length &&
  key.every((part, index) => part === clinicSettingsQuery.queryKey[index]);

/** Keeps `clinicLocaleOr` in step with the cached settings: loaded, saved, cleared. */
export function followClinicLocale(client: QueryClient): void {
  client.getQueryCache().subscribe((event) => {
    if (!isSettingsKey(event.query.queryKey)) return;
    if (event.type === 'removed') {
      knownClinicLocale = null;
      return;
    }
    const settings = event.query.state.data as ClinicSettings | undefined;
    if (settings?.locale) knownClinicLocale = settings.locale;
  });
}
