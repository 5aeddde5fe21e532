/**
 * One real server process for tests that run several of them on one database: `start()` from
 * src/main.ts with the configuration in the environment, TEST_SCHEMA as the Postgres schema and
 * TEST_MAIL_OPTIONS (JSON) as the outbox sender's timing, TEST_NEWSLETTER_OPTIONS (JSON) as the
 * newsletter sender's, and with TEST_SEED_CONTENT=1 the seed
 * content (the site's own pages, no demo stories).
 * Tells its parent `{ url }` once it listens; on "close" (or when the parent goes away) it
 * stops as on SIGTERM and exits.
 */
import { parseConfig } from '../../src/config.js';
import { silentLogger } from '../../src/logger.js';
import { start } from '../../src/main.js';
import type { NewsletterSenderOptions, SenderOptions } from '../../src/mail/index.js';

const schema = process.env.TEST_SCHEMA;
const running = await start(parseConfig(process.env), {
  searchPath: schema ? [schema] : undefined,
  skipDemoContent: true,
  seedContent: process.env.TEST_SEED_CONTENT === '1',
  logger: silentLogger,
  mail: process.env.TEST_MAIL_OPTIONS
    ? (JSON.parse(process.env.TEST_MAIL_OPTIONS) as SenderOptions)
    : undefined,
  newsletter: process.env.TEST_NEWSLETTER_OPTIONS
    ? (JSON.parse(process.env.TEST_NEWSLETTER_OPTIONS) as Partial<NewsletterSenderOptions>)
    : undefined,
});
process.send?.({ url: running.url });

const stop = () => {
  void running.close().finally(() => process.exit(0));
};
process.on('message', (message) => {
  if (message === 'close') stop();
});
process.once('disconnect', stop);
