import { ConfigError, type Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createLocalProvider } from './local-provider.js';
import type { BillingProvider } from './provider.js';

/** The provider BILLING_PROVIDER names (DESIGN §1), built once at start-up. */
export async function createBillingProvider(config: Config, db: Db): Promise<BillingProvider> {
  switch (config.BILLING_PROVIDER) {
    case 'local':
      return createLocalProvider(db);
    case 'paddle':
      // The Paddle provider is built in parallel (issue "Paid sign-up"); until it is merged here,
      // this build cannot take payments through Paddle and says so at start-up.
      throw new ConfigError('BILLING_PROVIDER=paddle is not available in this build');
  }
}
