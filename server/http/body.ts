import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';

export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`request body over ${limitBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** Reads a request body, refusing (without buffering the rest) one larger than `limitBytes`. */
export async function readBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) {
      req.resume();
      throw new BodyTooLargeError(limitBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Streams a request body into `file` (created, never overwritten), refusing one larger than
 * `limitBytes`: the file is then removed and the rest of the body read and dropped, so the
 * connection stays usable for the refusal. Resolves to the body's size in bytes.
 */
export async function writeBodyToFile(
  req: Readable,
  file: string,
  limitBytes: number,
): Promise<number> {
  let size = 0;
  const out = fs.createWriteStream(file, { flags: 'wx' });
  // A write still in flight when the stream is destroyed below ends in ERR_STREAM_DESTROYED:
  // without a listener that 'error' is an uncaught exception. Errors that matter reach the
  // loop through `once` and `finished`, which listen themselves.
  out.on('error', () => undefined);
  try {
    for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limitBytes) throw new BodyTooLargeError(limitBytes);
      if (!out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await finished(out);
  } catch (error) {
    out.destroy();
    // Destroyed while its open was still pending, the stream opens (creates) the file before it
    // closes: remove the file once it is closed, or a refused upload could leave it behind.
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await fs.promises.rm(file, { force: true });
    if (error instanceof BodyTooLargeError) req.resume();
    throw error;
  }
  return size;
}
