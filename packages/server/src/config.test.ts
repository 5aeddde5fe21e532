import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.js';

const defaults = {
  cwd: '/srv/app',
  siteDir: '/repo/site/dist',
  embedDir: '/repo/embed',
  designDir: '/repo/storybook-static',
  adminDir: '/repo/admin/dist',
};
const parse = (env: Record<string, string | undefined>) => parseConfig(env, defaults);
const problemsOf = (env: Record<string, string | undefined>): string[] => {
  try {
    parse(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('parseConfig', () => {
  it('has working defaults for an empty environment', () => {
    expect(parse({})).toEqual({
      port: 3000,
      host: undefined,
      dataDir: '/srv/app/data',
      database: { client: 'sqlite', filename: '/srv/app/data/ia.sqlite' },
      redis: undefined,
      storage: { driver: 'local' },
      publicBaseUrl: undefined,
      siteUrl: 'http://localhost:3000',
      sessionSecret: undefined,
      admin: undefined,
      siteName: 'Initiative for Africa',
      contactEmail: 'hello@initiative-africa.org',
      mail: { smtpUrl: undefined, from: '"Initiative for Africa" <hello@initiative-africa.org>' },
      siteDir: '/repo/site/dist',
      embedDir: '/repo/embed',
      designDir: '/repo/storybook-static',
      design: { port: 0, origin: undefined },
      adminDir: '/repo/admin/dist',
      trustProxy: false,
      proxyHops: 0,
      logLevel: 'info',
      backup: { dir: '/srv/app/data/backups', everyMs: 86_400_000, keep: 7 },
      backupPassphrase: undefined,
      sitemapMaxUrls: undefined,
      cacheMemoryBytes: 64 * 1024 * 1024,
      newsletterRate: 10,
      reach: { enabled: true, flushMs: 5000, hourlyDays: 90 },
    });
  });

  it('reads the memory the caches may take, in megabytes', () => {
    expect(parse({ CACHE_MEMORY_MB: '48' }).cacheMemoryBytes).toBe(48 * 1024 * 1024);
    expect(parse({ CACHE_MEMORY_MB: ' ' }).cacheMemoryBytes).toBe(64 * 1024 * 1024);
    for (const bad of ['7', '64.5', '1e3', '-1', 'lots', '65537']) {
      expect(problemsOf({ CACHE_MEMORY_MB: bad })).toEqual([
        `CACHE_MEMORY_MB: must be a whole number of megabytes from 8 to 65536 (got "${bad}")`,
      ]);
    }
  });

  it('reads where Storybook is served, or that it is not', () => {
    expect(
      parse({ DESIGN_PORT: '6006', DESIGN_ORIGIN: 'https://design.example.org/' }).design,
    ).toEqual({ port: 6006, origin: 'https://design.example.org' });
    expect(parse({ DESIGN_PORT: 'off' }).design).toBeUndefined();
    expect(() => parse({ PORT: '3000', DESIGN_PORT: '3000' })).toThrow(/DESIGN_PORT: must not be/);
    expect(() => parse({ DESIGN_ORIGIN: 'https://example.org/design' })).toThrow(/DESIGN_ORIGIN/);
  });

  it('reads the backup schedule, or none', () => {
    expect(parse({ BACKUP_DIR: '/backups', BACKUP_EVERY: '6h', BACKUP_KEEP: '30' }).backup).toEqual(
      { dir: '/backups', everyMs: 6 * 3_600_000, keep: 30 },
    );
    expect(parse({ BACKUP_EVERY: '30m' }).backup?.everyMs).toBe(30 * 60_000);
    expect(parse({ BACKUP_EVERY: 'off' }).backup).toBeUndefined();
    expect(() => parse({ BACKUP_EVERY: 'weekly', BACKUP_KEEP: '0' })).toThrow(
      /BACKUP_EVERY: must be a time such as 30m[\s\S]*BACKUP_KEEP: must be how many/,
    );
    expect(() => parse({ BACKUP_EVERY: '0h' })).toThrow(/BACKUP_EVERY/);
  });

  it('reads the passphrase backups are encrypted with, at least 12 characters', () => {
    expect(parse({ BACKUP_PASSPHRASE: 'correct horse battery' }).backupPassphrase).toBe(
      'correct horse battery',
    );
    expect(problemsOf({ BACKUP_PASSPHRASE: 'short' })).toEqual([
      'BACKUP_PASSPHRASE: must be at least 12 characters long',
    ]);
  });

  it('reads a lower limit of URLs per sitemap file, at least a page in every language', () => {
    expect(parse({ SITEMAP_MAX_URLS: '1000' }).sitemapMaxUrls).toBe(1000);
    for (const bad of ['8', '50001', 'many', '-1']) {
      expect(() => parse({ SITEMAP_MAX_URLS: bad }), bad).toThrow(
        /SITEMAP_MAX_URLS: must be a number from 9 to 50000/,
      );
    }
  });

  it('reads every variable', () => {
    const config = parse({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/ia',
      DATABASE_URL: 'postgres://ia:secret@db:5432/ia',
      REDIS_URL: 'rediss://:secret@cache:6380/2',
      REDIS_KEY_PREFIX: 'ia-staging:',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_BUCKET: 'media',
      S3_REGION: 'af-south-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      PUBLIC_BASE_URL: 'https://example.org/',
      SESSION_SECRET: 'x'.repeat(32),
      ADMIN_EMAIL: 'Admin@Example.org',
      ADMIN_PASSWORD: 'correct horse battery',
      SITE_NAME: 'Reform Africa',
      CONTACT_EMAIL: 'contact@example.org',
      SMTP_URL: 'smtps://mailer:secret@mail.example.org:465',
      MAIL_FROM: 'Reform Africa <no-reply@example.org>',
      SITE_DIR: 'build/site',
      EMBED_DIR: '/opt/embed',
      DESIGN_DIR: 'design',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      CACHE_MEMORY_MB: '256',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/ia',
      database: { client: 'postgres', url: 'postgres://ia:secret@db:5432/ia' },
      redis: { url: 'rediss://:secret@cache:6380/2', keyPrefix: 'ia-staging:' },
      storage: {
        driver: 's3',
        endpoint: 'https://s3.example.com',
        bucket: 'media',
        region: 'af-south-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
      },
      publicBaseUrl: 'https://example.org',
      siteUrl: 'https://example.org',
      admin: { email: 'admin@example.org', password: 'correct horse battery' },
      siteName: 'Reform Africa',
      contactEmail: 'contact@example.org',
      mail: {
        smtpUrl: 'smtps://mailer:secret@mail.example.org:465',
        from: 'Reform Africa <no-reply@example.org>',
      },
      siteDir: '/srv/app/build/site',
      embedDir: '/opt/embed',
      designDir: '/srv/app/design',
      trustProxy: true,
      proxyHops: 1,
      logLevel: 'warn',
      cacheMemoryBytes: 256 * 1024 * 1024,
    });
  });

  it('trusts as many proxies as TRUST_PROXY says', () => {
    expect(parse({ TRUST_PROXY: '2' })).toMatchObject({ trustProxy: true, proxyHops: 2 });
    expect(parse({ TRUST_PROXY: 'off' })).toMatchObject({ trustProxy: false, proxyHops: 0 });
  });

  it('keeps rate limits in Redis with REDIS_URL, under the default key prefix', () => {
    expect(parse({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'ia:',
    });
  });

  it('makes links from PUBLIC_BASE_URL, else from localhost and PORT, never from a request', () => {
    expect(parse({ PUBLIC_BASE_URL: 'https://example.org/ia/' }).siteUrl).toBe(
      'https://example.org/ia',
    );
    expect(parse({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
    expect(parse({ PORT: '8080', HOST: '0.0.0.0' }).siteUrl).toBe('http://localhost:8080');
    expect(parse({ PORT: '8080', HOST: '127.0.0.1' }).siteUrl).toBe('http://127.0.0.1:8080');
    expect(parse({ PORT: '8080', HOST: '::1' }).siteUrl).toBe('http://[::1]:8080');
  });

  it('requires PUBLIC_BASE_URL in production when e-mail is set up, naming it', () => {
    const smtp = { SMTP_URL: 'smtp://mail.example.org:587' };
    const problems = problemsOf({ ...smtp, NODE_ENV: 'production' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PUBLIC_BASE_URL: is required in production when SMTP_URL is set/);
    expect(
      parse({ ...smtp, NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://example.org' }),
    ).toMatchObject({ publicBaseUrl: 'https://example.org', siteUrl: 'https://example.org' });
    // Without e-mail, or outside production, the server starts (e-mails then stay in the outbox).
    expect(parse({ NODE_ENV: 'production' }).siteUrl).toBe('http://localhost:3000');
    expect(parse(smtp).publicBaseUrl).toBeUndefined();
  });

  it('never echoes the SMTP password in a problem', () => {
    const problems = problemsOf({ SMTP_URL: 'smtp//mailer:hunter2@mail.example.org' });
    expect(problems).toHaveLength(1);
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it('sends from the site name and contact address when MAIL_FROM is not set', () => {
    expect(parse({ SITE_NAME: 'Reform "Africa"', CONTACT_EMAIL: 'hi@example.org' }).mail).toEqual({
      smtpUrl: undefined,
      from: '"Reform Africa" <hi@example.org>',
    });
  });

  it('never echoes the Redis password in a problem', () => {
    const problems = problemsOf({ REDIS_URL: 'redis//:hunter2@cache' });
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    expect(parse({ DATA_DIR: 'var/data' }).dataDir).toBe('/srv/app/var/data');
  });

  it('treats empty values as unset', () => {
    expect(parse({ PORT: '', DATABASE_URL: ' ' }).port).toBe(3000);
    expect(parse({ DATABASE_URL: '' }).database.client).toBe('sqlite');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a whole number from 0 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT: must be a whole number from 0 to 65535 (got "70000")'],
    [{ PORT: '-1' }, 'PORT: must be a whole number from 0 to 65535 (got "-1")'],
    [{ HOST: 'http://x' }, 'HOST: must be a host name or IP address (got "http://x")'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must start with postgres://'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL: must start with redis:// or rediss://'],
    [{ REDIS_URL: 'redis://' }, 'REDIS_URL: is not a valid URL such as redis://127.0.0.1:6379'],
    [{ REDIS_KEY_PREFIX: 'has space' }, 'REDIS_KEY_PREFIX: must be 1 to 64 letters, digits'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER: must be "local" or "s3" (got "ftp")'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET: is required when STORAGE_DRIVER=s3'],
    [{ PUBLIC_BASE_URL: 'example.org' }, 'PUBLIC_BASE_URL: must be an absolute http(s) URL'],
    [{ PUBLIC_BASE_URL: 'https://x.org/?a=1' }, 'PUBLIC_BASE_URL: must be an absolute'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET: must be at least 32 characters long'],
    [{ ADMIN_EMAIL: 'a@b.org' }, 'ADMIN_PASSWORD: is required with ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'long enough pass' }, 'ADMIN_EMAIL: is required with ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'a@b.org', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD: must be at least 12'],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long enough pass' }, 'ADMIN_EMAIL: must be an e-mail'],
    [{ CONTACT_EMAIL: 'nope' }, 'CONTACT_EMAIL: must be an e-mail address (got "nope")'],
    [{ SMTP_URL: 'http://mail.example.org' }, 'SMTP_URL: must start with smtp:// or smtps://'],
    [{ SMTP_URL: 'smtp://' }, 'SMTP_URL: is not a valid address'],
    [{ MAIL_FROM: 'no address here' }, 'MAIL_FROM: must be an e-mail address'],
    [{ MAIL_FROM: 'Site <a@b.org>\nBcc: x@y.org' }, 'MAIL_FROM: must be an e-mail address'],
    [
      { TRUST_PROXY: 'maybe' },
      'TRUST_PROXY: must be true, false or the number of proxies in front of the server, 1 to 10 (got "maybe")',
    ],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: must be one of debug, info, warn, error, silent'],
  ])('rejects %o with a clear message', (env, message) => {
    const problems = problemsOf(env);
    expect(
      problems.some((p) => p.startsWith(message)),
      problems.join('\n'),
    ).toBe(true);
  });

  describe('STORAGE_DRIVER=s3', () => {
    const s3 = {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'ia-media',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    };

    it('reads the bucket and keys; the region defaults to us-east-1, no endpoint is AWS', () => {
      expect(parse(s3).storage).toEqual({
        driver: 's3',
        endpoint: undefined,
        bucket: 'ia-media',
        region: 'us-east-1',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      });
    });

    it('takes an S3-compatible endpoint (MinIO, R2) and region', () => {
      expect(
        parse({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_REGION: 'auto' }).storage,
      ).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'auto' });
    });

    it('ignores the S3 variables with the local driver', () => {
      expect(parse({ ...s3, STORAGE_DRIVER: 'local', S3_BUCKET: 'Bad_Name' }).storage).toEqual({
        driver: 'local',
      });
    });

    it('says which variable is missing, one line each', () => {
      expect(problemsOf({ STORAGE_DRIVER: 's3' })).toEqual([
        'S3_BUCKET: is required when STORAGE_DRIVER=s3',
        'S3_ACCESS_KEY_ID: is required when STORAGE_DRIVER=s3',
        'S3_SECRET_ACCESS_KEY: is required when STORAGE_DRIVER=s3',
      ]);
      expect(problemsOf({ ...s3, S3_SECRET_ACCESS_KEY: ' ' })).toEqual([
        'S3_SECRET_ACCESS_KEY: is required when STORAGE_DRIVER=s3',
      ]);
    });

    it.each([
      [{ S3_BUCKET: 'My_Bucket' }, 'S3_BUCKET: must be a bucket name: 3 to 63 lower-case'],
      [{ S3_BUCKET: 'ab' }, 'S3_BUCKET: must be a bucket name'],
      [{ S3_BUCKET: '-media' }, 'S3_BUCKET: must be a bucket name'],
      [{ S3_REGION: 'US East' }, 'S3_REGION: must be a region name such as us-east-1'],
      [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: must be an http(s) URL such as'],
      [{ S3_ENDPOINT: 'ftp://minio' }, 'S3_ENDPOINT: must be an http(s) URL such as'],
      [{ S3_ENDPOINT: 'http://minio:9000/?x=1' }, 'S3_ENDPOINT: must not have a query'],
      [{ S3_ACCESS_KEY_ID: 'AKIA EXAMPLE' }, 'S3_ACCESS_KEY_ID: must not contain spaces'],
      [{ S3_SECRET_ACCESS_KEY: 'two words' }, 'S3_SECRET_ACCESS_KEY: must not contain spaces'],
    ])('rejects %o with a clear message', (env, message) => {
      const problems = problemsOf({ ...s3, ...env });
      expect(problems, problems.join('\n')).toHaveLength(1);
      expect(problems[0]!.startsWith(message), problems[0]).toBe(true);
    });

    it('never echoes the keys, nor credentials in an endpoint', () => {
      const problems = problemsOf({
        ...s3,
        S3_ACCESS_KEY_ID: 'AKIA SECRETID',
        S3_SECRET_ACCESS_KEY: 'very secret key',
        S3_ENDPOINT: 'https://user:hunter2@minio.example:9000',
      });
      expect(problems).toHaveLength(3);
      expect(problems).toContain(
        'S3_ENDPOINT: must not contain a user name or password: put the keys in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      );
      const text = problems.join('\n');
      for (const secret of ['SECRETID', 'very secret', 'hunter2', 'user:']) {
        expect(text).not.toContain(secret);
      }
    });
  });

  it('lists every bad value at once, and never echoes secrets', () => {
    const error = (() => {
      try {
        parse({ PORT: 'x', CONTACT_EMAIL: 'y', SESSION_SECRET: 'hunter2' });
      } catch (e) {
        return e as ConfigError;
      }
      throw new Error('expected an error');
    })();
    expect(error.problems).toHaveLength(3);
    expect(error.message).toMatch(/^Invalid configuration:\n {2}- PORT/);
    expect(error.message).not.toContain('hunter2');
  });
});
