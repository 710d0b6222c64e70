/**
 * One finished build served by the real server in this process, on loopback, with the demo world
 * in a data folder of its own (removed on close), as the page-weight and Lighthouse benches need
 * it. The build is served as it is (never rebuilt), so an older commit's build can be measured
 * beside the current one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { seedDemoWorldIfEnabled } from '../server/demo/demo-seed.service.ts';
import { listen } from '../server/server.ts';

export interface BenchServer {
  url: string;
  /** The demo world's player account. */
  player: { email: string; password: string };
  close(): Promise<void>;
}

export async function startBenchServer(distDir: string): Promise<BenchServer> {
  if (!fs.existsSync(path.join(distDir, 'index.html')))
    throw new Error(`${distDir} holds no build`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
  const database = await openDatabase(config);
  const demo = await seedDemoWorldIfEnabled(config, database.db);
  const player = demo.accounts.find((account) => account.groups.length === 0);
  if (!player) throw new Error('the demo world has no player account');
  const server = await listen(
    { config, database, distDir, requestLog: () => undefined },
    0,
    '127.0.0.1',
  );
  return {
    url: server.url,
    player: { email: player.email, password: player.password },
    close: async () => {
      await server.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
