/**
 * Preparing an uploaded map image: small images are kept as they came, larger ones get an
 * overview fitting 4096 px and the tile pyramid of src/domain/image-pyramid.ts (every tile where
 * and as large as tileRectangle says, with the right pixels in it), and what is not a readable
 * image within the limits is refused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  imagePyramid,
  MAX_UNTILED_IMAGE_SIDE_PX,
  tileRectangle,
} from '../../../src/domain/image-pyramid';
import {
  MapImageRefusal,
  prepareMapImage,
  type PreparedMapImage,
} from '../../../server/map-images/map-image-tiles';

type Rgb = [number, number, number];
const WHITE: Rgb = [255, 255, 255];
const RED: Rgb = [220, 0, 0];
const BLUE: Rgb = [0, 0, 200];
const GREEN: Rgb = [0, 160, 0];

interface Block {
  left: number;
  top: number;
  width: number;
  height: number;
  colour: Rgb;
}

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'map-image-tiles-'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const background = (c: Rgb) => ({ r: c[0], g: c[1], b: c[2] });

/** A white PNG of `width` × `height` with coloured blocks, written to a fresh folder. */
async function drawnImage(width: number, height: number, blocks: Block[]) {
  const dir = fs.mkdtempSync(path.join(root, 'upload-'));
  const source = path.join(dir, 'upload');
  await sharp({ create: { width, height, channels: 3, background: background(WHITE) } })
    .composite(
      blocks.map((block) => ({
        input: {
          create: {
            width: block.width,
            height: block.height,
            channels: 3 as const,
            background: background(block.colour),
          },
        },
        left: block.left,
        top: block.top,
      })),
    )
    .png({ compressionLevel: 1 })
    .toFile(source);
  return { dir, source };
}

async function pixel(file: string, x: number, y: number): Promise<Rgb> {
  const { data } = await sharp(file)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [data[0]!, data[1]!, data[2]!];
}

function expectColour(actual: Rgb, expected: Rgb) {
  actual.forEach((channel, i) => expect(Math.abs(channel - expected[i]!)).toBeLessThanOrEqual(2));
}

const tile = (dir: string, level: number, column: number, row: number) =>
  path.join(dir, 'tiles', String(level), `${column}_${row}.png`);

/** Every tile of the pyramid exists with tileRectangle's size, and nothing else is there. */
async function expectWholePyramid(dir: string, width: number, height: number) {
  const levels = imagePyramid(width, height);
  expect(fs.readdirSync(path.join(dir, 'tiles')).sort()).toEqual(
    levels.map((level) => String(level.level)).sort(),
  );
  for (const level of levels) {
    const expected: string[] = [];
    for (let column = 0; column < level.columns; column += 1) {
      for (let row = 0; row < level.rows; row += 1) {
        expected.push(`${column}_${row}.png`);
        const rect = tileRectangle(level, column, row);
        const meta = await sharp(tile(dir, level.level, column, row)).metadata();
        expect([level.level, column, row, meta.format, meta.width, meta.height]).toEqual([
          level.level,
          column,
          row,
          'png',
          rect.width,
          rect.height,
        ]);
      }
    }
    expect(fs.readdirSync(path.join(dir, 'tiles', String(level.level))).sort()).toEqual(
      expected.sort(),
    );
  }
}

describe('a 6000 × 6000 px image', () => {
  // Red inside level-0 tile (1, 2); blue inside the narrow corner tile (5, 5).
  const red: Block = { left: 1100, top: 2100, width: 800, height: 800, colour: RED };
  const blue: Block = { left: 5200, top: 5300, width: 800, height: 700, colour: BLUE };
  let dir: string;
  let prepared: PreparedMapImage;

  beforeAll(async () => {
    const upload = await drawnImage(6000, 6000, [red, blue]);
    dir = upload.dir;
    prepared = await prepareMapImage(upload.source, dir);
  });

  it('is tiled, keeping its full size', () => {
    expect(prepared).toEqual({
      width: 6000,
      height: 6000,
      format: 'png',
      extension: 'png',
      tiled: true,
    });
  });

  it('has every tile of the pyramid with the size tileRectangle gives', async () => {
    expect(imagePyramid(6000, 6000).map((level) => level.widthPx)).toEqual([6000, 3000, 1500, 750]);
    await expectWholePyramid(dir, 6000, 6000);
  });

  it('puts each pixel in the tile that covers it, on every level', async () => {
    // Level 0: full resolution.
    expectColour(await pixel(tile(dir, 0, 1, 2), 1500 - 1024, 2500 - 2048), RED);
    expectColour(await pixel(tile(dir, 0, 0, 0), 500, 500), WHITE);
    expectColour(await pixel(tile(dir, 0, 5, 5), 5600 - 5120, 5650 - 5120), BLUE);
    expectColour(await pixel(tile(dir, 0, 5, 4), 500, 500), WHITE);
    // Level 1: half; red's centre (1500, 2500) is (750, 1250), in tile (0, 1).
    expectColour(await pixel(tile(dir, 1, 0, 1), 750, 1250 - 1024), RED);
    expectColour(await pixel(tile(dir, 1, 2, 2), 2800 - 2048, 2825 - 2048), BLUE);
    // Level 3: one tile of 750 px.
    expectColour(await pixel(tile(dir, 3, 0, 0), 187, 312), RED);
    expectColour(await pixel(tile(dir, 3, 0, 0), 700, 700), BLUE);
    expectColour(await pixel(tile(dir, 3, 0, 0), 50, 50), WHITE);
  });

  it('has an overview that fits 4096 px and no leftovers', async () => {
    const overview = path.join(dir, 'image.png');
    const meta = await sharp(overview).metadata();
    expect([meta.width, meta.height]).toEqual([MAX_UNTILED_IMAGE_SIDE_PX, 4096]);
    const k = 4096 / 6000;
    expectColour(await pixel(overview, Math.round(1500 * k), Math.round(2500 * k)), RED);
    expectColour(await pixel(overview, Math.round(5600 * k), Math.round(5650 * k)), BLUE);
    expect(fs.readdirSync(dir).sort()).toEqual(['image.png', 'tiles', 'upload']);
  });
});

describe('a 4097 × 1025 px image (one pixel over a tile in each direction)', () => {
  let dir: string;

  beforeAll(async () => {
    // The last column (x 4096) and the last row (y 1024) are green.
    const upload = await drawnImage(4097, 1025, [
      { left: 4096, top: 0, width: 1, height: 1025, colour: GREEN },
      { left: 0, top: 1024, width: 4097, height: 1, colour: GREEN },
    ]);
    dir = upload.dir;
    expect(await prepareMapImage(upload.source, dir)).toMatchObject({ tiled: true });
  });

  it('has one-pixel tiles in its last column and row', async () => {
    expect(imagePyramid(4097, 1025).map((l) => [l.widthPx, l.heightPx])).toEqual([
      [4097, 1025],
      [2049, 513],
      [1025, 257],
      [513, 129],
    ]);
    await expectWholePyramid(dir, 4097, 1025);
    expectColour(await pixel(tile(dir, 0, 4, 0), 0, 500), GREEN);
    expectColour(await pixel(tile(dir, 0, 4, 1), 0, 0), GREEN);
    expectColour(await pixel(tile(dir, 0, 2, 1), 300, 0), GREEN);
    expectColour(await pixel(tile(dir, 0, 3, 0), 1023, 1023), WHITE);
  });

  it('has an overview of 4096 px wide', async () => {
    const meta = await sharp(path.join(dir, 'image.png')).metadata();
    expect(meta.width).toBe(4096);
    expect(meta.height).toBe(1025);
  });
});

describe('images that need no tiles', () => {
  it('keeps a 4096 px JPEG byte for byte', async () => {
    const dir = fs.mkdtempSync(path.join(root, 'jpeg-'));
    const source = path.join(dir, 'upload');
    await sharp({ create: { width: 4096, height: 300, channels: 3, background: '#e0a030' } })
      .jpeg()
      .toFile(source);
    const bytes = fs.readFileSync(source);
    expect(await prepareMapImage(source, dir)).toEqual({
      width: 4096,
      height: 300,
      format: 'jpeg',
      extension: 'jpg',
      tiled: false,
    });
    expect(fs.readdirSync(dir)).toEqual(['image.jpg']);
    expect(fs.readFileSync(path.join(dir, 'image.jpg')).equals(bytes)).toBe(true);
  });

  it.each([
    ['webp', 'webp'],
    ['gif', 'gif'],
  ] as const)('reads %s', async (format, extension) => {
    const dir = fs.mkdtempSync(path.join(root, `${format}-`));
    const source = path.join(dir, 'upload');
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .toFormat(format)
      .toFile(source);
    expect(await prepareMapImage(source, dir)).toMatchObject({
      width: 40,
      height: 30,
      format,
      extension,
      tiled: false,
    });
  });
});

describe('refusals', () => {
  async function refusalOf(write: (source: string) => Promise<void>, maxPixels?: number) {
    const dir = fs.mkdtempSync(path.join(root, 'bad-'));
    const source = path.join(dir, 'upload');
    await write(source);
    const result = await prepareMapImage(source, dir, maxPixels ? { maxPixels } : {}).catch(
      (error: unknown) => error,
    );
    expect(result).toBeInstanceOf(MapImageRefusal);
    return (result as MapImageRefusal).reason;
  }

  it('refuses bytes that are no image', async () => {
    expect(await refusalOf((file) => fs.promises.writeFile(file, 'not an image at all'))).toBe(
      'OUT_OF_RANGE',
    );
  });

  it('refuses an image format other than PNG, JPEG, WebP and GIF', async () => {
    const reason = await refusalOf(async (file) => {
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .tiff()
        .toFile(file);
    });
    expect(reason).toBe('OUT_OF_RANGE');
  });

  it('refuses a truncated PNG', async () => {
    const reason = await refusalOf(async (file) => {
      const png = await sharp({
        create: { width: 600, height: 600, channels: 3, background: '#123456' },
      })
        .composite([
          {
            input: { create: { width: 100, height: 100, channels: 3, background: '#fff' } },
            left: 10,
            top: 10,
          },
        ])
        .png({ compressionLevel: 0 })
        .toBuffer();
      await fs.promises.writeFile(file, png.subarray(0, png.length / 2));
    });
    expect(reason).toBe('OUT_OF_RANGE');
  });

  it('refuses an image over the pixel limit', async () => {
    const reason = await refusalOf(async (file) => {
      await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#000' } })
        .png()
        .toFile(file);
    }, 1_999_999);
    expect(reason).toBe('OUT_OF_RANGE');
  });
});
