import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives working defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATA_DIR: './data',
      MEDIA_DIR: 'data/media',
      PUBLIC_URL: 'http://localhost:3000',
      MEDIA_BASE_URL: 'http://localhost:3000',
      RATE_LIMIT_PER_MINUTE: 300,
      TRUST_PROXY: false,
      LOG_LEVEL: 'info',
    });
    expect(config.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats empty variables as unset and trims a trailing slash from URLs', () => {
    const config = loadConfig({
      PORT: '',
      PUBLIC_URL: 'https://shop.example/',
      MEDIA_BASE_URL: 'https://cdn.example/',
    });
    expect(config).toMatchObject({
      PORT: 3000,
      PUBLIC_URL: 'https://shop.example',
      MEDIA_BASE_URL: 'https://cdn.example',
    });
  });

  it('makes the cookies that sign in Secure in production or behind an https address', () => {
    expect(loadConfig({}).SECURE_COOKIES).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example' }).SECURE_COOKIES).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) }).SECURE_COOKIES).toBe(true);
  });

  it('requires a session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required in production/);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) });
    expect(config.SESSION_SECRET).toBe('s'.repeat(40));
  });

  it('uses the test gateway by default and needs MyFatoorah credentials when it is chosen', () => {
    expect(loadConfig({}).PAYMENT_GATEWAY).toBe('test');
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'myfatoorah' })).toThrow(
      /MYFATOORAH_API_KEY: is required with PAYMENT_GATEWAY=myfatoorah/,
    );
    const config = loadConfig({
      PAYMENT_GATEWAY: 'myfatoorah',
      MYFATOORAH_API_KEY: 'key',
      MYFATOORAH_WEBHOOK_SECRET: 'secret',
    });
    expect(config.MYFATOORAH_BASE_URL).toBe('https://apitest.myfatoorah.com');
  });

  it('reports every invalid variable at once, without echoing secrets or URLs', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://user:hunter2@db/store',
        SESSION_SECRET: 'short',
        LOG_LEVEL: 'loud',
      });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/^Invalid configuration, the server cannot start:/);
    expect(message).toContain('PORT:');
    expect(message).toContain('(got "eighty")');
    expect(message).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(message).toContain('SESSION_SECRET: must be at least 32 characters');
    expect(message).toContain('LOG_LEVEL:');
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('short"');
  });
});
