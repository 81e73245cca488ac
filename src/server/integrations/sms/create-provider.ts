import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import { createLocalSmsProvider } from './local-provider.js';
import type { SmsProvider } from './provider.js';
import { createTwilioSmsProvider } from './twilio-provider.js';

/** The provider SMS_PROVIDER names, built once at start-up. */
export function createSmsProvider(config: Config, clock: Clock): SmsProvider {
  switch (config.SMS_PROVIDER) {
    case 'local':
      return createLocalSmsProvider(config.DATA_DIR, clock);
    case 'twilio':
      return createTwilioSmsProvider(config);
  }
}
