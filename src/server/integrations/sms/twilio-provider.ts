import type { Config } from '../../config.js';
import type { SmsProvider } from './provider.js';

/** Twilio through its SDK. */
export function createTwilioSmsProvider(config: Config): SmsProvider {
  void config;
  return {
    id: 'twilio',
    send() {
      return Promise.reject(new Error('The Twilio provider is not built yet.'));
    },
  };
}
