// A real SMTP server for the tests (smtp-server on a local port): collects every message it accepts,
// decoded enough to read (quoted-printable bodies, encoded-word subjects).
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** Headers and bodies with quoted-printable undone: what a reader would see. */
  decoded: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  mails: ReceivedMail[];
  stop(): Promise<void>;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

/** A port nothing listens on (yet). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const decoded = decodeQuotedPrintable(raw);
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: decodeSubject(raw),
          decoded,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    mails,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async waitFor(count, timeoutMs = 8000) {
      const until = Date.now() + timeoutMs;
      while (mails.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      return mails;
    },
  };
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (seq) => Buffer.from(seq.replace(/=/g, ''), 'hex').toString('utf8'));
}

function decodeSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
