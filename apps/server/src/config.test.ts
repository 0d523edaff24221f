import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'propwash-config-'));

describe('configuration', () => {
  it('runs with no variables at all: embedded database, local storage, simulator', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ engine: 'embedded', dir: path.join(dir, 'postgres') });
    expect(config.storage).toEqual({ kind: 'local', dir: path.join(dir, 'uploads') });
    expect(config.payments.razorpay).toBeNull();
    expect(config.payments.reconcileMinutes).toBe(5);
    expect(config.payments.expireMinutes).toBe(30);
    // The generated signing secret is kept, so sessions survive a restart.
    expect(loadConfig({ DATA_DIR: dir }).auth.jwtSecret).toBe(config.auth.jwtSecret);
    expect(config.auth.jwtSecret.length).toBeGreaterThanOrEqual(32);
    // The simulator's signing secret follows the kept JWT secret, so it survives a restart too.
    expect(loadConfig({ DATA_DIR: dir }).payments.simulatorSecret).toBe(
      config.payments.simulatorSecret,
    );
    expect(config.payments.simulatorSecret).not.toBe(config.auth.jwtSecret);
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dataDir(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://localhost/shop',
        ADMIN_PASSWORD: 'short',
        RAZORPAY_KEY_SECRET: 'only-the-secret',
        PAYMENT_RECONCILE_MINUTES: 'often',
        S3_BUCKET: 'media',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'ADMIN_PASSWORD',
      'RAZORPAY_KEY_ID',
      'PAYMENT_RECONCILE_MINUTES',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ]) {
      expect(problems).toContain(`${name}:`);
    }
  });

  it('serves HTTPS when given a certificate and its key, and names what is missing', () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'cert.pem'), 'CERT');
    writeFileSync(path.join(dir, 'key.pem'), 'KEY');
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dir, ...env });
      } catch (err) {
        return (err as ConfigError).problems;
      }
      return [];
    };
    const config = loadConfig({
      DATA_DIR: dir,
      PORT: '8443',
      TLS_CERT_FILE: path.join(dir, 'cert.pem'),
      TLS_KEY_FILE: path.join(dir, 'key.pem'),
    });
    expect(config.tls).toMatchObject({
      cert: Buffer.from('CERT'),
      key: Buffer.from('KEY'),
      redirectPort: null,
      acmeChallengeDir: path.join(dir, 'acme-challenge'),
    });
    expect(
      problems({ HTTP_REDIRECT_PORT: '80' }).some((p) => p.startsWith('HTTP_REDIRECT_PORT:')),
    ).toBe(true);
    expect(config.publicUrl).toBe('https://localhost:8443');
    expect(loadConfig({ DATA_DIR: dir }).tls).toBeNull();

    expect(problems({ TLS_CERT_FILE: path.join(dir, 'cert.pem') })).toEqual([
      'TLS_KEY_FILE: TLS_CERT_FILE and TLS_KEY_FILE are set together',
    ]);
    expect(
      problems({
        TLS_CERT_FILE: path.join(dir, 'none.pem'),
        TLS_KEY_FILE: path.join(dir, 'key.pem'),
      }),
    ).toEqual([`TLS_CERT_FILE: no file at ${path.join(dir, 'none.pem')}`]);
  });

  it('uses PostgreSQL and S3 when configured', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://shop@db:5432/propwash',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      PUBLIC_URL: 'https://shop.example.in/',
    });
    expect(config.database).toEqual({
      engine: 'postgres',
      url: 'postgres://shop@db:5432/propwash',
    });
    expect(config.storage.kind).toBe('s3');
    expect(config.publicUrl).toBe('https://shop.example.in');
  });
});
