import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration (issue: config parsed once with zod)', () => {
  it('starts with sensible defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.APP_ORIGIN).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(path.isAbsolute(config.DATA_DIR)).toBe(true);
    expect(config.SESSION_IDLE_MINUTES).toBe(30);
    expect(config.SESSION_ABSOLUTE_HOURS).toBe(12);
    expect(config.isProduction).toBe(false);
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.EARLY_ACCESS_SPOTS).toBe(50);
    expect(config.SUPPORT_EMAIL).toBe('support@motio.local');
  });

  it('derives the app origin from PORT and treats empty values as unset', () => {
    expect(loadConfig({ PORT: '8080', DATABASE_URL: '' }).APP_ORIGIN).toBe('http://localhost:8080');
  });

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://localhost/motio'],
    ['NODE_ENV', 'staging'],
    ['SEED_DEMO', 'maybe'],
    ['SESSION_IDLE_MINUTES', '-5'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['REDIS_URL', 'localhost:6379'],
    ['EARLY_ACCESS_SPOTS', 'many'],
    ['POSTHOG_KEY', 'my secret'],
    ['POSTHOG_HOST', 'eu.i.posthog.com'],
    ['SUPPORT_EMAIL', 'support at motio'],
    ['BILLING_PROVIDER', 'stripe'],
    ['PADDLE_ENV', 'live'],
  ])('refuses a wrong %s with one line naming the variable', (name, value) => {
    let caught: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as Error).message;
    expect(message).toMatch(new RegExp(`^Invalid environment variable ${name}: `));
    expect(message).not.toContain('\n');
  });

  it('sends contact messages to SUPPORT_EMAIL when it is set', () => {
    expect(loadConfig({ SUPPORT_EMAIL: 'help@clinic.example' }).SUPPORT_EMAIL).toBe(
      'help@clinic.example',
    );
  });

  it('uses the offline local payment provider unless BILLING_PROVIDER says paddle', () => {
    expect(loadConfig({}).BILLING_PROVIDER).toBe('local');
    expect(loadConfig({}).PADDLE_ENV).toBe('sandbox');
  });

  it.each(['PADDLE_API_KEY', 'PADDLE_CLIENT_TOKEN', 'PADDLE_WEBHOOK_SECRET'])(
    'refuses BILLING_PROVIDER=paddle without %s',
    (missing) => {
      const env: Record<string, string> = {
        BILLING_PROVIDER: 'paddle',
        PADDLE_API_KEY: 'pdl_sdbx_apikey_test',
        PADDLE_CLIENT_TOKEN: 'test_client_token',
        PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_secret',
      };
      delete env[missing];
      expect(() => loadConfig(env)).toThrow(
        new ConfigError(
          `Invalid environment variable ${missing}: required when BILLING_PROVIDER=paddle`,
        ),
      );
    },
  );

  it('parses boolean flags', () => {
    expect(loadConfig({ SEED_DEMO: 'false', TRUST_PROXY: '1' })).toMatchObject({
      SEED_DEMO: false,
      TRUST_PROXY: true,
    });
  });
});
