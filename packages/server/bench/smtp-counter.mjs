// A real SMTP server (smtp-server) in a process of its own for the newsletter benchmark: any
// sender and recipient accepted, no TLS, nothing written to disk. It counts what it receives by
// Message-ID (the header, read from the message itself) and by envelope recipient, and answers
// its parent's { report: true } with those counts. The tests' server (test/processes/
// smtp-server.mjs) writes each message to a file instead, which 100,000 messages make the
// bottleneck of the run.
//
// Tells its parent { port } once it listens; stops on SIGTERM or when the parent goes away.
import { SMTPServer } from 'smtp-server';

/** Message-ID → [how many times received, envelope recipients joined]. */
const received = new Map();
let messages = 0;
let bytes = 0;

function messageIdOf(head) {
  const match = /^message-id:[ \t]*(<[^>\r\n]*>)/im.exec(head);
  return match ? match[1] : '';
}

const server = new SMTPServer({
  secure: false,
  disabledCommands: ['STARTTLS'],
  authOptional: true,
  logger: false,
  onAuth(_auth, _session, callback) {
    callback(null, { user: 'bench' });
  },
  onData(stream, session, callback) {
    let head = '';
    let size = 0;
    stream.on('data', (chunk) => {
      size += chunk.length;
      // The headers end at the first blank line: only they are kept.
      if (!head.includes('\r\n\r\n') && head.length < 64 * 1024) head += chunk.toString('latin1');
    });
    stream.on('error', callback);
    stream.on('end', () => {
      messages += 1;
      bytes += size;
      const id = messageIdOf(head.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' '));
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      const known = received.get(id);
      if (known) known[0] += 1;
      else received.set(id, [1, to]);
      callback(null, 'Queued');
    });
  },
});

server.on('error', (error) => {
  process.stderr.write(`smtp server error: ${error.message}\n`);
});

process.on('message', (message) => {
  if (message?.report) {
    process.send({ messages, bytes, received: [...received].map(([id, [n, to]]) => [id, n, to]) });
  }
});

server.listen(0, '127.0.0.1', () => {
  process.send({ port: server.server.address().port });
});

const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('disconnect', stop);
