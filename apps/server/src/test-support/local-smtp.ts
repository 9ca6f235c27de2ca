import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback: the outside world, faked at its network boundary. On a free port,
 * or on `port` (one a closed server had, to bring the mail server back where the store looks).
 */
export async function startLocalSmtp(
  rejectFor: Set<string> = new Set(),
  port = 0,
  /** A login the server asks for, as a mail provider does; without it, none is asked. */
  login?: { user: string; pass: string },
) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: !login,
    // Plain SMTP on loopback: the login goes over it unencrypted, which only a test may do.
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('535 5.7.8 Authentication credentials invalid'));
      }
    },
    onRcptTo(address, _session, callback) {
      if (rejectFor.has(address.address)) callback(new Error('550 mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as AddressInfo).port;
  return {
    received,
    port: listening,
    url: login
      ? `smtp://${encodeURIComponent(login.user)}:${encodeURIComponent(login.pass)}@127.0.0.1:${listening}`
      : `smtp://127.0.0.1:${listening}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The Subject header, its RFC 2047 quoted-printable words decoded. */
export function subjectOf(raw: string): string {
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return folded
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) =>
      decodeURIComponent(word.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    )
    .trim();
}

/** The text of a message (its text part when it has attachments), decoded as its header says. */
export function bodyTextOf(raw: string): string {
  const { headers, body } = splitPart(raw);
  // A mail with attachments: the text is its first text/plain part.
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (boundary && /^Content-Type:\s*multipart\//im.test(headers)) {
    const text = partsOf(body, boundary).find((part) =>
      /^Content-Type:\s*text\/plain/im.test(splitPart(part).headers),
    );
    return text ? bodyTextOf(text) : '';
  }
  return decodedBody(headers, body);
}

/** A mail's attached files (the parts that name a file), decoded. */
export function attachmentsOf(
  raw: string,
): { filename: string; contentType: string; content: Buffer }[] {
  const { headers, body } = splitPart(raw);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) return [];
  return partsOf(body, boundary).flatMap((part) => {
    const split = splitPart(part);
    const filename = /filename="?([^";\r\n]+)"?/i.exec(split.headers)?.[1];
    if (!filename) return [];
    const contentType = /^Content-Type:\s*([^;\r\n]+)/im.exec(split.headers)?.[1] ?? '';
    return [
      { filename, contentType, content: Buffer.from(split.body.replace(/\s+/g, ''), 'base64') },
    ];
  });
}

function splitPart(raw: string): { headers: string; body: string } {
  const split = /\r?\n\r?\n/.exec(raw);
  if (!split) return { headers: raw, body: '' };
  return { headers: raw.slice(0, split.index), body: raw.slice(split.index + split[0].length) };
}

/** The parts between `--boundary` lines. */
function partsOf(body: string, boundary: string): string[] {
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .map((part) => part.replace(/^\r?\n/, '').replace(/\r?\n$/, ''));
}

function decodedBody(headers: string, body: string): string {
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  // As percent-escapes, so decodeURIComponent joins multi-byte characters; a literal % first.
  const escaped = body
    .replace(/%/g, '%25')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, '%$1');
  return decodeURIComponent(escaped);
}
