/** An upload's body streamed to disk within its byte limit (server/http/body.ts). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BodyTooLargeError, writeBodyToFile } from '../../../server/http/body';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-body-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function chunks(count: number, size: number): Readable {
  return Readable.from(
    Array.from({ length: count }, (_, i) => Buffer.alloc(size, i % 256)),
    { objectMode: false },
  );
}

describe('writeBodyToFile', () => {
  it('writes the whole body and gives its size', async () => {
    const file = path.join(dir, 'whole');
    expect(await writeBodyToFile(chunks(10, 1000), file, 10_000)).toBe(10_000);
    const written = fs.readFileSync(file);
    expect(written.length).toBe(10_000);
    expect(written[9_999]).toBe(9);
  });

  it('refuses a body over the limit, removes the file and drains the rest', async () => {
    const file = path.join(dir, 'over');
    const body = chunks(100, 1000);
    await expect(writeBodyToFile(body, file, 10_000)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(fs.existsSync(file)).toBe(false);
    await new Promise((resolve) => body.on('end', resolve));
    expect(body.readableEnded).toBe(true);
  });

  it('never overwrites a file', async () => {
    const file = path.join(dir, 'taken');
    fs.writeFileSync(file, 'first');
    await expect(writeBodyToFile(chunks(1, 10), file, 100)).rejects.toMatchObject({
      code: 'EEXIST',
    });
  });
});
