/**
 * A real SMTP server for tests, in a process of its own (so a test can stop it and start it
 * again, as a mail server that goes away): smtp-server on 127.0.0.1, any sender, recipient and
 * password accepted, no TLS. Each message received is written whole to MAIL_DIR as one .eml file
 * (written under a temporary name, then renamed, so a reader never sees half a message) before
 * the 250 answer, which comes MAIL_ANSWER_DELAY_MS later (0 by default): a sender killed in that
 * moment has had its message accepted without knowing it.
 *
 * A recipient whose address starts with "refused" is refused for good (550), as a mail server
 * refuses an address that does not exist.
 *
 * Environment: MAIL_DIR (required), MAIL_PORT (0: any free port). Tells its parent { port } once
 * it listens; stops on SIGTERM or when the parent goes away.
 */
import { randomBytes } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const dir = process.env.MAIL_DIR;
if (!dir) throw new Error('MAIL_DIR is required');
const delay = Number(process.env.MAIL_ANSWER_DELAY_MS || 0);
let count = 0;

const server = new SMTPServer({
  secure: false,
  disabledCommands: ['STARTTLS'],
  authOptional: true,
  logger: false,
  onAuth(_auth, _session, callback) {
    callback(null, { user: 'test' });
  },
  onRcptTo(address, _session, callback) {
    if (address.address.startsWith('refused')) {
      const error = new Error('No such mailbox');
      error.responseCode = 550;
      callback(error);
      return;
    }
    callback();
  },
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      count += 1;
      const name = `${Date.now()}-${process.pid}-${String(count).padStart(5, '0')}-${randomBytes(3).toString('hex')}`;
      const temp = join(dir, `.${name}.tmp`);
      writeFile(temp, Buffer.concat(chunks))
        .then(() => rename(temp, join(dir, `${name}.eml`)))
        .then(
          () => setTimeout(() => callback(null, 'Queued'), delay),
          (error) => callback(error),
        );
    });
  },
});

server.on('error', (error) => {
  process.stderr.write(`smtp server error: ${error.message}\n`);
});

server.listen(Number(process.env.MAIL_PORT || 0), '127.0.0.1', () => {
  const { port } = server.server.address();
  process.send?.({ port });
});

const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('disconnect', stop);
