/**
 * Compression of the server's own answers (GraphQL and JSON): an answer of at least
 * `COMPRESS_MIN_BYTES` goes brotli or gzip encoded when the request accepts it (brotli first on
 * equal preference), else as it is. Every answer that could have been encoded says
 * `Vary: Accept-Encoding`, so a cache never hands an encoded copy to a client that did not ask.
 * The built app's files are not compressed here: the build writes their copies (see sirv in
 * `app.ts`).
 */
import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import Negotiator from 'negotiator';

/** Below about 1 KB, an encoded answer saves less than a packet and costs a compression. */
export const COMPRESS_MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const ENCODE: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5: most of brotli's gain at a fraction of its top quality's time, per answer.
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body, { level: 6 }),
};

// @types/negotiator predates the `preferred` option of negotiator 1.x.
type EncodingChoice = (
  available: readonly string[],
  options: { preferred: readonly string[] },
) => string | undefined;

/** The encoding to send for this request: the client's choice, brotli before gzip on a tie. */
export function acceptedEncoding(req: Pick<IncomingMessage, 'headers'>): Encoding | undefined {
  const negotiator = new Negotiator(req);
  const choose = negotiator.encoding.bind(negotiator) as EncodingChoice;
  const chosen = choose(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip', 'identity'] });
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

export interface EncodedAnswer {
  body: Buffer;
  /** Headers to set: `vary` (with Accept-Encoding), and `content-encoding` when encoded. */
  headers: Record<string, string>;
}

/**
 * `body` encoded for `req` when it is large enough and the request accepts an encoding; `vary` is
 * the answer's own Vary header, if any, which keeps its names.
 */
export async function encodeAnswer(
  req: Pick<IncomingMessage, 'headers'>,
  body: Buffer,
  vary?: string,
): Promise<EncodedAnswer> {
  const headers = { vary: varyWithEncoding(vary) };
  const encoding = body.length >= COMPRESS_MIN_BYTES ? acceptedEncoding(req) : undefined;
  if (!encoding) return { body, headers };
  return {
    body: await ENCODE[encoding](body),
    headers: { ...headers, 'content-encoding': encoding },
  };
}

function varyWithEncoding(existing: string | undefined): string {
  const names = (existing ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) {
    return names.join(', ');
  }
  return [...names, 'Accept-Encoding'].join(', ');
}
