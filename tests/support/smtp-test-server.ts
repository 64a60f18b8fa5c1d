import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { parseEml } from '@/tests/api/support/read-eml';

/** One message as the server received it. */
export interface ReceivedMail {
  to: string[];
  messageId: string;
  subject: string;
  raw: string;
}

/**
 * A local SMTP server for tests that send through SMTP_URL: it keeps what it receives, and while
 * `refuse(true)` it answers every connection with 421 (as a mail server that is down for maintenance).
 */
export interface SmtpTestServer {
  url: string;
  received: () => ReceivedMail[];
  refuse: (refusing: boolean) => void;
  /** Connections answered with 421 so far. */
  refused: () => number;
  close: () => Promise<void>;
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ').trim();
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let refusing = false;
  let refused = 0;
  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (!refusing) return callback();
      refused += 1;
      const error = Object.assign(new Error('Service not available, try again later'), { responseCode: 421 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          messageId: header(raw, 'Message-ID'),
          subject: parseEml(raw).subject,
          raw,
        });
        callback();
      });
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => [...received],
    refuse: (value) => {
      refusing = value;
    },
    refused: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
