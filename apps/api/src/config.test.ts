import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const SENDER = 'Store <no-reply@shop.example.com>';

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

  it('keeps media in the folder unless a bucket is named, and refuses a half-configured bucket', () => {
    expect(loadConfig({}).MEDIA_S3).toBeNull();
    expect(loadConfig({ MEDIA_S3_BUCKET: 'shop-media' }).MEDIA_S3).toEqual({
      bucket: 'shop-media',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    const minio = loadConfig({
      MEDIA_S3_BUCKET: 'shop-media',
      MEDIA_S3_ENDPOINT: 'http://minio:9000',
      MEDIA_S3_REGION: 'auto',
      MEDIA_S3_ACCESS_KEY_ID: 'id',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
    }).MEDIA_S3;
    expect(minio).toMatchObject({ endpoint: 'http://minio:9000', region: 'auto', forcePathStyle: true });
    expect(() => loadConfig({ MEDIA_S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /MEDIA_S3_ENDPOINT: is set but MEDIA_S3_BUCKET is not/,
    );
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'shop-media', MEDIA_S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /MEDIA_S3_SECRET_ACCESS_KEY: is required/,
    );
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'Shop_Media' })).toThrow(
      /MEDIA_S3_BUCKET: must be a bucket name/,
    );
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'shop-media', MEDIA_S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /MEDIA_S3_FORCE_PATH_STYLE/,
    );
  });

  it('redirects /media to MEDIA_BASE_URL only when the media are in a bucket behind a CDN of their own', () => {
    expect(loadConfig({ MEDIA_BASE_URL: 'https://cdn.example' }).MEDIA_REDIRECT_BASE).toBeUndefined();
    expect(loadConfig({ MEDIA_S3_BUCKET: 'shop-media' }).MEDIA_REDIRECT_BASE).toBeUndefined();
    expect(
      loadConfig({ MEDIA_S3_BUCKET: 'shop-media', MEDIA_BASE_URL: 'https://cdn.example/' })
        .MEDIA_REDIRECT_BASE,
    ).toBe('https://cdn.example');
    expect(
      loadConfig({
        MEDIA_S3_BUCKET: 'shop-media',
        PUBLIC_URL: 'https://shop.example',
        MEDIA_BASE_URL: 'https://shop.example',
      }).MEDIA_REDIRECT_BASE,
    ).toBeUndefined();
  });

  it('makes the cookies that sign in Secure in production or behind an https address', () => {
    expect(loadConfig({}).SECURE_COOKIES).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example' }).SECURE_COOKIES).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), MAIL_FROM: SENDER })
        .SECURE_COOKIES,
    ).toBe(true);
  });

  it('seeds the demo catalogue on a first start outside production only, unless SEED_DEMO says otherwise', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), MAIL_FROM: SENDER };
    // `npm start` sets no NODE_ENV: a fresh machine gets the demo store.
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(loadConfig(production).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: '' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(() => loadConfig({ SEED_DEMO: '1' })).toThrow(/SEED_DEMO: .*"1"/);
  });

  it('requires a session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required in production/);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), MAIL_FROM: SENDER });
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
      PUBLIC_URL: 'https://shop.example.com',
    });
    expect(config.MYFATOORAH_BASE_URL).toBe('https://apitest.myfatoorah.com');
  });

  it('refuses a PUBLIC_URL whose callbacks MyFatoorah would reject', () => {
    const myFatoorah = {
      PAYMENT_GATEWAY: 'myfatoorah',
      MYFATOORAH_API_KEY: 'k',
      MYFATOORAH_WEBHOOK_SECRET: 's',
    };
    for (const url of [
      undefined,
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://shop.localhost',
    ]) {
      expect(() => loadConfig({ ...myFatoorah, ...(url ? { PUBLIC_URL: url } : {}) })).toThrow(
        /PUBLIC_URL: must be an address MyFatoorah can send shoppers back to/,
      );
    }
    const long = `https://shop.example.com/${'a'.repeat(200)}`;
    expect(() => loadConfig({ ...myFatoorah, PUBLIC_URL: long })).toThrow(
      /PUBLIC_URL: makes the payment callback URL 2\d\d characters long/,
    );
    // The test gateway runs anywhere.
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).PUBLIC_URL).toBe('http://localhost:3000');
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

  it('refuses to start in production without a real sender of mail', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) };
    for (const from of [undefined, 'Store <no-reply@localhost>', 'no-reply@shop.local', 'Store', 'a@b']) {
      expect(() => loadConfig({ ...production, MAIL_FROM: from }), String(from)).toThrow(
        /MAIL_FROM: must be a real sender address of the store's domain in production/,
      );
    }
    expect(loadConfig({ ...production, MAIL_FROM: SENDER }).MAIL_FROM).toBe(SENDER);
    expect(loadConfig({ ...production, MAIL_FROM: 'no-reply@mail.shop.example.com' }).MAIL_FROM).toBe(
      'no-reply@mail.shop.example.com',
    );
    expect(loadConfig({}).MAIL_FROM).toBe('Store <no-reply@localhost>');
  });

  it('requires STARTTLS on smtp:// unless SMTP_REQUIRE_TLS=false', () => {
    expect(loadConfig({}).SMTP_REQUIRE_TLS).toBe(true);
    expect(loadConfig({ SMTP_REQUIRE_TLS: 'true' }).SMTP_REQUIRE_TLS).toBe(true);
    expect(loadConfig({ SMTP_REQUIRE_TLS: 'false' }).SMTP_REQUIRE_TLS).toBe(false);
    expect(() => loadConfig({ SMTP_REQUIRE_TLS: 'no' })).toThrow(/SMTP_REQUIRE_TLS/);
  });

  it("reads Apple's private key with real line breaks or with literal \\n, and refuses anything else", () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const oneLine = pem.trimEnd().replaceAll('\n', '\\n');
    expect(oneLine).not.toContain('\n');
    for (const value of [pem, oneLine]) {
      const key = createPrivateKey(loadConfig({ APPLE_PRIVATE_KEY: value }).APPLE_PRIVATE_KEY!);
      expect(key.export({ format: 'jwk' })).toEqual(privateKey.export({ format: 'jwk' }));
    }
    expect(() => loadConfig({ APPLE_PRIVATE_KEY: 'MIGTAgEAMBMGByqGSM49AgEGCCqGSM49' })).toThrow(
      /APPLE_PRIVATE_KEY: must be the \.p8 private key from Apple/,
    );
  });
});
