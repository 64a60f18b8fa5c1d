import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** What a mail client shows of a message written by the mail module: enough for the tests to assert. */
export interface ReadEml {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: EmlAttachment[];
}

/** `=C3=A1` → the bytes C3 A1; everything else is ASCII. */
function quotedBytes(data: string): Buffer {
  const latin1 = data.replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(latin1, 'latin1');
}

function decodeEncodedWord(encoding: string, data: string): Buffer {
  if (encoding.toUpperCase() === 'B') return Buffer.from(data, 'base64');
  return quotedBytes(data.replace(/_/g, ' '));
}

/** RFC 2047: adjacent encoded words join without the whitespace between them. */
function decodeHeader(value: string): string {
  const words = /=\?[^?]+\?([QB])\?([^?]*)\?=/gi;
  let result = '';
  let pending: Buffer[] = [];
  let last = 0;
  for (const match of value.matchAll(words)) {
    const between = value.slice(last, match.index);
    if (between.trim() !== '' || pending.length === 0) {
      result += Buffer.concat(pending).toString('utf8') + between;
      pending = [];
    }
    pending.push(decodeEncodedWord(match[1]!, match[2]!));
    last = match.index + match[0].length;
  }
  return result + Buffer.concat(pending).toString('utf8') + value.slice(last);
}

function splitHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, transferEncoding: string | undefined): string {
  switch (transferEncoding?.toLowerCase()) {
    case 'quoted-printable':
      return quotedBytes(body.replace(/=\n/g, '')).toString('utf8');
    case 'base64':
      return Buffer.from(body, 'base64').toString('utf8');
    default:
      return body;
  }
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const separator = raw.indexOf('\n\n');
  return { headers: splitHeaders(raw.slice(0, separator)), body: raw.slice(separator + 2) };
}

/** A part that is not text: its type, inline id (`cid:`) and decoded bytes. */
export interface EmlAttachment {
  contentType: string;
  contentId: string | null;
  content: Buffer;
}

interface Leaf {
  headers: Map<string, string>;
  body: string;
}

/** The leaf parts of a MIME entity, walking nested multiparts (alternative › related › …). */
function leaves(entity: Leaf): Leaf[] {
  const boundary = /boundary="?([^";]+)"?/.exec(entity.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [entity];
  return entity.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => leaves(splitEntity(part.replace(/^\n/, ''))));
}

export function parseEml(raw: string): ReadEml {
  const message = splitEntity(raw.replace(/\r\n/g, '\n'));
  const parts: Record<string, string> = {};
  const attachments: EmlAttachment[] = [];
  for (const entity of leaves(message)) {
    const type = (entity.headers.get('content-type') ?? 'text/plain').split(';')[0]!.trim();
    const body = entity.body.replace(/\n$/, '');
    const encoding = entity.headers.get('content-transfer-encoding');
    if (type.startsWith('text/')) {
      parts[type] = decodeBody(body, encoding);
      continue;
    }
    const content = encoding?.toLowerCase() === 'base64' ? Buffer.from(body, 'base64') : Buffer.from(body);
    const contentId = entity.headers.get('content-id')?.replace(/^<|>$/g, '') ?? null;
    attachments.push({ contentType: type, contentId, content });
  }
  return {
    from: decodeHeader(message.headers.get('from') ?? ''),
    to: decodeHeader(message.headers.get('to') ?? ''),
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
    attachments,
  };
}

/** The .eml files of a mail folder, oldest first (their names start with the time). */
export async function readMailFolder(folder: string): Promise<{ file: string; mail: ReadEml }[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => ({ file, mail: parseEml(await readFile(path.join(folder, file), 'utf8')) })),
  );
}
