/**
 * Draws the demo map image once: `npx tsx server/demo/draw-demo-map.ts` writes
 * public/demo/arendal-demo-map.png and its world file arendal-demo-map.pgw (committed; the server
 * only serves them). A stylised orienteering-like map, not a survey: forest, open land, green
 * thickets, a tarn, the sea to the south-east, contours from a few smooth hills, a road, paths,
 * magnetic-north lines, a boulder under each demo control and the start triangle at the centre.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  DEMO_MAP_HEIGHT_PX,
  DEMO_MAP_WIDTH_PX,
  DEMO_MAP_WORLD_FILE,
  worldFileNumbers,
} from './demo-map';
import { DEMO_GAMES } from './demo-world';

const W = DEMO_MAP_WIDTH_PX;
const H = DEMO_MAP_HEIGHT_PX;
const PALETTE = [
  [255, 255, 255], // 0 forest
  [255, 221, 154], // 1 open land
  [176, 232, 176], // 2 thicket
  [150, 210, 240], // 3 water
  [0, 128, 192], // 4 shore and north lines
  [200, 110, 40], // 5 contours
  [30, 30, 30], // 6 paths, boulders
  [240, 180, 90], // 7 road
  [200, 0, 125], // 8 start
] as const;
const [FOREST, OPEN, THICKET, WATER, BLUE, BROWN, BLACK, ROAD, MAGENTA] = [
  0, 1, 2, 3, 4, 5, 6, 7, 8,
];

type Point = readonly [number, number];

const inEllipse = (c: number, r: number, cx: number, cy: number, rx: number, ry: number) =>
  ((c - cx) / rx) ** 2 + ((r - cy) / ry) ** 2 <= 1;
const isSea = (c: number, r: number) =>
  c + r > 1530 + 30 * Math.sin(c / 57) + 20 * Math.cos(r / 41);
const isTarn = (c: number, r: number) => inEllipse(c, r, 250, 230, 62, 40);

function height(c: number, r: number): number {
  const hill = (cx: number, cy: number, sigma: number, top: number) =>
    top * Math.exp(-((c - cx) ** 2 + (r - cy) ** 2) / (2 * sigma ** 2));
  return (
    hill(330, 330, 170, 45) +
    hill(720, 260, 140, 35) +
    hill(260, 770, 150, 30) +
    hill(600, 620, 110, 20)
  );
}

/** Distance from (c, r) to a polyline, and how far along the line the nearest point lies. */
function nearest(
  c: number,
  r: number,
  line: readonly Point[],
): { distance: number; along: number } {
  let best = { distance: Infinity, along: 0 };
  let walked = 0;
  for (let i = 1; i < line.length; i += 1) {
    const [x1, y1] = line[i - 1] ?? [0, 0];
    const [x2, y2] = line[i] ?? [0, 0];
    const length = Math.hypot(x2 - x1, y2 - y1);
    const t = Math.max(0, Math.min(1, ((c - x1) * (x2 - x1) + (r - y1) * (y2 - y1)) / length ** 2));
    const distance = Math.hypot(c - (x1 + t * (x2 - x1)), r - (y1 + t * (y2 - y1)));
    if (distance < best.distance) best = { distance, along: walked + t * length };
    walked += length;
  }
  return best;
}

const ROAD_LINE: Point[] = [
  [0, 150],
  [400, 120],
  [700, 200],
  [1024, 170],
];
const PATHS: Point[][] = [
  [
    [100, 520],
    [300, 545],
    [512, 512],
    [700, 470],
    [880, 400],
  ],
  [
    [500, 130],
    [525, 300],
    [512, 512],
    [480, 700],
    [380, 800],
    [300, 960],
  ],
  [
    [380, 350],
    [450, 430],
    [600, 470],
  ],
  [
    [200, 380],
    [250, 520],
    [300, 600],
    [430, 590],
    [580, 620],
    [700, 700],
  ],
];
const CONTROLS: Point[] = DEMO_GAMES.flatMap((game) =>
  game.levels.flatMap((level) => level.controls.map((c): Point => [c.col, c.row])),
);

function area(c: number, r: number): number {
  if (isSea(c, r) || isTarn(c, r)) return WATER;
  if (
    isSea(c + 3, r + 3) ||
    isTarn(c - 3, r) ||
    isTarn(c + 3, r) ||
    isTarn(c, r - 3) ||
    isTarn(c, r + 3)
  ) {
    return BLUE;
  }
  if (inEllipse(c, r, 620, 430, 90, 55) || inEllipse(c, r, 160, 640, 70, 110)) return OPEN;
  if (inEllipse(c, r, 420, 700, 60, 35) || inEllipse(c, r, 820, 300, 50, 80)) return THICKET;
  return FOREST;
}

function pixel(c: number, r: number): number {
  const base = area(c, r);
  if (base === WATER || base === BLUE) return base;
  const road = nearest(c, r, ROAD_LINE).distance;
  if (road < 3) return ROAD;
  if (road < 4.5) return BLACK;
  for (const line of PATHS) {
    const { distance, along } = nearest(c, r, line);
    if (distance < 1.6 && along % 14 < 9) return BLACK;
  }
  if (CONTROLS.some(([x, y]) => Math.hypot(c - x, r - y) <= 4)) return BLACK;
  if (c % 200 === 100) return BLUE;
  const step = 5;
  const level = Math.floor(height(c, r) / step);
  if (
    level !== Math.floor(height(c + 1, r) / step) ||
    level !== Math.floor(height(c, r + 1) / step)
  ) {
    return BROWN;
  }
  return base;
}

/** The start: an outlined equilateral triangle of side `side` px centred on the map's centre. */
function onStartTriangle(c: number, r: number, side = 44, width = 3): boolean {
  const [cx, cy] = [W / 2 - 0.5, H / 2 - 0.5];
  const corners: Point[] = [0, 1, 2].map((k) => {
    const angle = -Math.PI / 2 + (k * 2 * Math.PI) / 3;
    const radius = side / Math.sqrt(3);
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  });
  return nearest(c, r, [...corners, corners[0] ?? [cx, cy]]).distance < width / 2 + 0.5;
}

export function drawDemoMap(): Uint8Array {
  const pixels = new Uint8Array(W * H);
  for (let r = 0; r < H; r += 1) {
    for (let c = 0; c < W; c += 1)
      pixels[r * W + c] = onStartTriangle(c, r) ? MAGENTA : pixel(c, r);
  }
  return pixels;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/demo');
  fs.mkdirSync(out, { recursive: true });
  // Palette indexes to RGB, then sharp writes a palette PNG (as few colours as the map has).
  const rgb = Buffer.from(
    Array.from(drawDemoMap()).flatMap((index) => [...(PALETTE[index] ?? [0, 0, 0])]),
  );
  const png = await sharp(rgb, { raw: { width: W, height: H, channels: 3 } })
    .png({ palette: true, colours: PALETTE.length, compressionLevel: 9 })
    .toBuffer();
  fs.writeFileSync(path.join(out, 'arendal-demo-map.png'), png);
  fs.writeFileSync(
    path.join(out, 'arendal-demo-map.pgw'),
    `${worldFileNumbers(DEMO_MAP_WORLD_FILE).join('\n')}\n`,
  );
  console.log(`wrote ${png.length} bytes to ${out}`);
}
