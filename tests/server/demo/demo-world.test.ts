import { verify } from '@node-rs/argon2';
import { count, eq } from 'drizzle-orm';
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/database';
import * as gameTables from '../../../server/db/schema/game';
import { users } from '../../../server/db/schema/users';
import { DEMO_ACCOUNTS } from '../../../server/demo/demo-accounts';
import {
  demoSeedLog,
  seedDemoWorld,
  seedDemoWorldIfEnabled,
} from '../../../server/demo/demo-seed.service';
import { distanceMeters } from '../../../src/domain/geo';
import { startGeoHash } from '../../../src/domain/geohash';
import { cornersBounds, parseWorldFile, worldFileCorners } from '../../../src/domain/world-file';
import { createTestDatabase } from '../support/test-database';

/** The accounts and every table of the game world: what the demo seeds, counted by name. */
const TABLES = { users, ...gameTables };

async function counts(database: Database): Promise<Record<keyof typeof TABLES, number>> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const [row] = await database.db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof TABLES, number>;
}

describe('the demo world (database)', () => {
  let database: Database | undefined;
  const open = async () => (database = await createTestDatabase());
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('seeds the accounts, the map and both games on an empty database', async () => {
    const db = await open();
    const result = await seedDemoWorld(db.db);
    expect(result.seeded).toBe(true);
    expect(await counts(db)).toEqual({
      users: 3,
      omaps: 1,
      gameDefinitions: 2,
      omapGameDefinitions: 2,
      gameLevels: 4,
      controls: 17,
      gameLevelControls: 17,
    });
    const games = await db.db
      .select()
      .from(gameTables.gameDefinitions)
      .orderBy(gameTables.gameDefinitions.type);
    expect(games.map((g) => [g.type, g.state, g.active])).toEqual([
      ['classic', 'PUBLIC', true],
      ['levels', 'PUBLIC', true],
    ]);
    const levels = await db.db.select().from(gameTables.gameLevels);
    const levelsOf = (id: string | undefined) => levels.filter((l) => l.gameDefinitionId === id);
    expect(levelsOf(games[0]?.id)).toHaveLength(1);
    expect(
      levelsOf(games[1]?.id)
        .map((l) => l.order)
        .sort(),
    ).toEqual([1, 2, 3]);
    for (const level of levels) {
      expect(level).toMatchObject({
        allowGpsPunching: true,
        allowCodePunching: true,
        minDistanceLegalPunch: 15,
      });
    }
  });

  it('starts both games at precision-10 geohashes, with controls near the start', async () => {
    const db = await open();
    await seedDemoWorld(db.db);
    const [map] = await db.db.select().from(gameTables.omaps);
    const allControls = await db.db.select().from(gameTables.controls);
    const links = await db.db.select().from(gameTables.gameLevelControls);
    for (const game of await db.db.select().from(gameTables.gameDefinitions)) {
      const start = { lat: game.startLat ?? NaN, lng: game.startLng ?? NaN };
      expect(game.startGeoHash).toBe(startGeoHash(start));
      expect(game.startGeoHash).toHaveLength(10);
      const gameControls = links.filter((link) => link.gameDefinitionId === game.id);
      expect(gameControls.length).toBeGreaterThanOrEqual(5);
      for (const link of gameControls) {
        expect(link.points).toBeGreaterThanOrEqual(1);
        expect(link.points).toBeLessThanOrEqual(5);
        const control = allControls.find((c) => c.id === link.controlId);
        expect(control?.secretCode).toMatch(/^[A-Z]+$/);
        expect(
          distanceMeters(start, { lat: control?.lat ?? 0, lng: control?.lng ?? 0 }),
        ).toBeLessThan(400);
        expect(control?.lat).toBeGreaterThan(map?.bottomLeftLat ?? Infinity);
        expect(control?.lat).toBeLessThan(map?.topRightLat ?? -Infinity);
        expect(control?.lng).toBeGreaterThan(map?.bottomLeftLng ?? Infinity);
        expect(control?.lng).toBeLessThan(map?.topRightLng ?? -Infinity);
      }
    }
    const mapLinks = await db.db.select().from(gameTables.omapGameDefinitions);
    expect(mapLinks.every((link) => link.omapId === map?.id)).toBe(true);
  });

  it('makes the demo accounts with their groups and the printed passwords', async () => {
    const db = await open();
    const result = await seedDemoWorld(db.db);
    const rows = await db.db.select().from(users);
    expect(rows.map((u) => [u.email, u.groups, u.confirmed, u.publishResults]).sort()).toEqual([
      ['admin@demo.map-game.invalid', ['Admin'], true, 'PUBLIC'],
      ['editor@demo.map-game.invalid', ['Editor'], true, 'PUBLIC'],
      ['player@demo.map-game.invalid', [], true, 'PUBLIC'],
    ]);
    const log = demoSeedLog(result).join('\n');
    for (const account of result.accounts) {
      const row = rows.find((u) => u.email === account.email);
      expect(row?.nickname).toBe(account.nickname);
      expect(await verify(row?.passwordHash ?? '', account.password)).toBe(true);
      expect(log).toContain(`${account.email}  password: ${account.password}`);
    }
    const editor = rows.find((u) => u.groups.includes('Editor'));
    const owners = new Set(
      (await db.db.select().from(gameTables.gameDefinitions)).map((g) => g.owner),
    );
    expect([...owners]).toEqual([editor?.id]);
    expect(result.accounts.map((a) => a.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
  });

  it('seeds nothing on a second run', async () => {
    const db = await open();
    await seedDemoWorld(db.db);
    const before = await counts(db);
    const again = await seedDemoWorld(db.db);
    expect(again).toEqual({ seeded: false, accounts: [] });
    expect(demoSeedLog(again)).toEqual([]);
    expect(await counts(db)).toEqual(before);
  });

  it('seeds nothing when DEMO=0, and nothing on a database that has a user', async () => {
    const db = await open();
    const off = await seedDemoWorldIfEnabled(loadConfig({ DEMO: '0' }), db.db);
    expect(off.seeded).toBe(false);
    expect((await counts(db)).gameDefinitions).toBe(0);
    await db.db.insert(users).values({
      id: '00000000-0000-4000-8000-000000000001',
      email: 'someone@example.com',
      name: 'Someone',
      passwordHash: 'x',
    });
    expect((await seedDemoWorldIfEnabled(loadConfig({}), db.db)).seeded).toBe(false);
    expect(await counts(db)).toMatchObject({ users: 1, omaps: 0, gameDefinitions: 0 });
  });

  it("places the map near Arendal by its world file's corners", async () => {
    const db = await open();
    await seedDemoWorld(db.db);
    const [map] = await db.db
      .select()
      .from(gameTables.omaps)
      .where(eq(gameTables.omaps.state, 'PUBLIC'));
    expect(map).toMatchObject({
      sourceType: 'image',
      imageLocation: '/demo/arendal-demo-map.png',
      coordinateSystem: 'EPSG:25832',
    });
    const numbers = JSON.parse(map?.worldFile ?? '[]') as number[];
    const parsed = parseWorldFile(numbers.join('\n'));
    if (!parsed.ok) throw new Error('the stored world file does not parse');
    const bounds = cornersBounds(
      worldFileCorners({
        worldFile: parsed.worldFile,
        widthPx: 1024,
        heightPx: 1024,
        crs: 'EPSG:25832',
      }),
    );
    expect(map?.bottomLeftLat).toBeCloseTo(bounds.south, 9);
    expect(map?.bottomLeftLng).toBeCloseTo(bounds.west, 9);
    expect(map?.topRightLat).toBeCloseTo(bounds.north, 9);
    expect(map?.topRightLng).toBeCloseTo(bounds.east, 9);
    expect(map?.centreLat).toBeCloseTo(58.46, 2);
    expect(map?.centreLng).toBeCloseTo(8.77, 2);
    expect(map?.geoHash).toBe(startGeoHash({ lat: map?.centreLat ?? 0, lng: map?.centreLng ?? 0 }));
  });
});

describe('the demo map image', () => {
  const png = fs.readFileSync(
    new URL('../../../public/demo/arendal-demo-map.png', import.meta.url),
  );

  it('is a 1024 × 1024 PNG under 300 KB', () => {
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 1024]);
    expect(png.length).toBeLessThan(300 * 1024);
  });

  it('ships the world file the seeded map uses', () => {
    const text = fs.readFileSync(
      new URL('../../../public/demo/arendal-demo-map.pgw', import.meta.url),
      'utf8',
    );
    expect(parseWorldFile(text)).toEqual({
      ok: true,
      worldFile: { a: 1, d: 0, b: 0, e: -1, c: 486068.5, f: 6480459.5 },
    });
  });
});
