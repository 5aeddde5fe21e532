import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser, type ParsedMail } from 'mailparser';

const script = fileURLToPath(new URL('./processes/smtp-server.mjs', import.meta.url));

export interface ReceivedMail {
  file: string;
  parsed: ParsedMail;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  replyTo: string | undefined;
  /** The first address after `token=` in the text, if any (an e-mailed link). */
  link: string | undefined;
}

export interface MailServer {
  /** smtp://127.0.0.1:PORT (the port stays the same across stop and start). */
  url: string;
  port: number;
  dir: string;
  /** Every message received so far, parsed, in the order they arrived. */
  messages(): Promise<ReceivedMail[]>;
  /** Waits until `count` messages match `filter` (default 10 s); answers them. */
  waitFor(
    filter: (mail: ReceivedMail) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<ReceivedMail[]>;
  /** Stops the server (connections refused until `start`). */
  stop(): Promise<void>;
  /** Starts it again on the same port and folder. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

const parsedFiles = new Map<string, ReceivedMail>();

async function parseFile(path: string, file: string): Promise<ReceivedMail> {
  const known = parsedFiles.get(path);
  if (known) return known;
  const parsed = await simpleParser(await readFile(path));
  const text = parsed.text ?? '';
  const mail: ReceivedMail = {
    file,
    parsed,
    to: Array.isArray(parsed.to) ? (parsed.to[0]?.text ?? '') : (parsed.to?.text ?? ''),
    subject: parsed.subject ?? '',
    text,
    html: typeof parsed.html === 'string' ? parsed.html : '',
    messageId: parsed.messageId ?? '',
    replyTo: parsed.replyTo?.value[0]?.address,
    link: /https?:\/\/\S+[?&]token=[A-Za-z0-9_%-]+/.exec(text)?.[0],
  };
  parsedFiles.set(path, mail);
  return mail;
}

/**
 * A real SMTP server (test/processes/smtp-server.mjs) in a process of its own, writing what it
 * receives to a temp folder the test reads with mailparser.
 */
export async function startMailServer(
  options: { answerDelayMs?: number } = {},
): Promise<MailServer> {
  const dir = await mkdtemp(join(tmpdir(), 'ia-mail-'));
  let child: ChildProcess | undefined;
  let port = 0;

  const launch = async () => {
    const started = fork(script, [], {
      env: {
        PATH: process.env.PATH ?? '',
        MAIL_DIR: dir,
        MAIL_PORT: String(port),
        MAIL_ANSWER_DELAY_MS: String(options.answerDelayMs ?? 0),
      },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let errors = '';
    started.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    port = await new Promise<number>((resolve, reject) => {
      started.once('message', (message) => resolve((message as { port: number }).port));
      started.once('exit', (code) =>
        reject(new Error(`the SMTP server ended (${code}): ${errors}`)),
      );
    });
    child = started;
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };

  const messages = async () => {
    const files = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
    return Promise.all(files.map((file) => parseFile(join(dir, file), file)));
  };

  await launch();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    dir,
    messages,
    async waitFor(filter, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = (await messages()).filter(filter);
        if (found.length >= count) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `${found.length} of ${count} e-mails arrived within ${timeoutMs} ms; received: ${(
              await messages()
            )
              .map((m) => `${m.to}: ${m.subject}`)
              .join('; ')}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop,
    start: launch,
    async close() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
