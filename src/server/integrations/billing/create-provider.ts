import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createLocalProvider } from './local-provider.js';
import { createPaddleProvider } from './paddle-provider.js';
import type { BillingProvider } from './provider.js';

/** The provider BILLING_PROVIDER names, built once at start-up. */
export function createBillingProvider(config: Config, db: Db, clock: Clock): BillingProvider {
  switch (config.BILLING_PROVIDER) {
    case 'local':
      return createLocalProvider(db);
    case 'paddle':
      return createPaddleProvider(config, { clock });
  }
}
