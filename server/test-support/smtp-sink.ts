import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free loopback port: the mail module's peer in tests. It keeps what it
 * receives, and can be told to refuse (451) to stand in for a mail server that is down.
 */
export interface SmtpSink {
  url: string;
  received: Buffer[];
  refusing: boolean;
  parsed(): Promise<Email[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sink = { received: [] as Buffer[], refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (sink.refusing) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 }));
        sink.received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    parsed: () => Promise.all(sink.received.map((raw) => PostalMime.parse(raw))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
