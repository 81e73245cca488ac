import type { Config } from '../config.js';

export interface CspSources {
  script: string[];
  style: string[];
  img: string[];
  connect: string[];
  frame: string[];
}

/**
 * The hosts Paddle.js needs, and only when Paddle is the payment provider: its
 * script and assets from Paddle's CDN, the checkout overlay's frame and the checkout service it
 * talks to, each for the configured environment.
 */
export function paddleCspSources(config: Config): CspSources {
  if (config.BILLING_PROVIDER !== 'paddle') {
    return { script: [], style: [], img: [], connect: [], frame: [] };
  }
  const prefix = config.PADDLE_ENV === 'sandbox' ? 'sandbox-' : '';
  const cdn = ['https://cdn.paddle.com', ...(prefix ? [`https://${prefix}cdn.paddle.com`] : [])];
  return {
    script: cdn,
    style: cdn,
    img: cdn,
    connect: [`https://${prefix}checkout-service.paddle.com`, ...cdn],
    frame: [`https://${prefix}buy.paddle.com`],
  };
}
