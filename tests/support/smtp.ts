import { SMTPServer } from 'smtp-server';

/** One email as the loopback server received it, its headers and text body decoded. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  headers: Map<string, string>;
  /** The raw message with quoted-printable soft breaks and escapes undone (text and HTML parts). */
  body: string;
}

/** A real SMTP server on loopback (smtp-server), which keeps every message it accepts. */
export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Holds every MAIL FROM until `release` is called: a send is then in flight. */
  hold(): void;
  release(): void;
  /** Resolves once a sender is being held. */
  held(): Promise<void>;
  close(): Promise<void>;
}

const decodeWords = (text: string) =>
  text.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );

function parse(raw: string, to: string[], from: string): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(
        line.slice(0, colon).toLowerCase(),
        decodeWords(
          line
            .slice(colon + 1)
            .trim()
            .replace(/\?=\s+=\?/g, '?==?'),
        ),
      );
  }
  const body = Buffer.from(
    rest
      .join('\n\n')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
  return { to, from, subject: headers.get('subject') ?? '', headers, body };
}

export async function startSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let holding = false;
  let waiting: (() => void)[] = [];
  let heldNow: (() => void) | null = null;
  let heldPromise = new Promise<void>((r) => (heldNow = r));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'shop' }),
    onMailFrom(_address, _session, callback) {
      if (!holding) return callback();
      waiting.push(() => callback());
      heldNow?.();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(
          parse(
            Buffer.concat(chunks).toString('latin1'),
            session.envelope.rcptTo.map((r) => r.address),
            session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          ),
        );
        callback();
      });
    },
  });
  server.on('error', () => undefined); // a client killed mid-conversation
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    url: `smtp://shop:s3cret-pass@127.0.0.1:${port}`,
    received,
    hold: () => {
      holding = true;
      heldPromise = new Promise<void>((r) => (heldNow = r));
    },
    release() {
      holding = false;
      for (const go of waiting) go();
      waiting = [];
    },
    held: () => heldPromise,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Waits for a condition, checking every 50 ms, up to `ms`. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  ms = 15_000,
  what = 'the condition',
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
