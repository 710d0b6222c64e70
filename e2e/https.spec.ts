import {
  chromium,
  expect,
  request as playwrightRequest,
  test,
  type BrowserContext,
} from '@playwright/test';
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_GAMES, demoPixelLatLng } from '../server/demo/demo-world';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { createUser, submitSignIn } from './support/auth';
import { graphqlData } from './support/graphql';
import { startOwnServer, type OwnServer } from './support/own-server';
import { waitForServiceWorker } from './support/service-worker';
import { shot } from './support/shots';

/**
 * The deploy recipe of docs/deploy.md, tried as a phone meets it: the app behind Caddy
 * (deploy/Caddyfile, TLS from Caddy's local certificate authority) on loopback, the CA's root
 * trusted by the browser as a phone trusts a public CA (no certificate error ignored), the app
 * installable over https with its service worker, and a punch played through the proxy.
 * Needs Debian's caddy and libnss3-tools (`.ci/run` installs both).
 */

const APP_PORT = 8191;
const HTTPS_PORT = 8443;
const ORIGIN = `https://localhost:${HTTPS_PORT}`;

function needTool(name: string, debianPackage: string): void {
  if (spawnSync('sh', ['-c', `command -v ${name}`]).status !== 0) {
    throw new Error(`${name} is missing: apt-get install -y ${debianPackage}`);
  }
}

/** Caddy on loopback with deploy/Caddyfile and its local CA; resolves when the root is written. */
async function startCaddy(dir: string, upstream: string): Promise<{ root: string; stop(): void }> {
  const config = path.join(dir, 'Caddyfile');
  fs.writeFileSync(
    config,
    [
      '{',
      '\tlocal_certs',
      '\tskip_install_trust',
      '\tadmin off',
      `\tstorage file_system ${path.join(dir, 'data')}`,
      '\thttp_port 8480',
      `\thttps_port ${HTTPS_PORT}`,
      '}',
      `import ${path.resolve('deploy/Caddyfile')}`,
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    'caddy',
    ['run', '--config', config, '--adapter', 'caddyfile'],
    {
      env: { ...process.env, SITE_ADDRESS: `localhost:${HTTPS_PORT}`, UPSTREAM: upstream },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const root = path.join(dir, 'data', 'pki', 'authorities', 'local', 'root.crt');
  const deadline = Date.now() + 30_000;
  while (!fs.existsSync(root) || !output.includes('certificate obtained')) {
    if (child.exitCode !== null) throw new Error(`caddy exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`caddy made no certificate:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { root, stop: () => child.kill('SIGTERM') };
}

/** A HOME whose NSS database trusts `rootCertificate`, as Chromium on Linux reads it. */
function homeTrusting(dir: string, rootCertificate: string): string {
  const home = path.join(dir, 'home');
  const nssdb = path.join(home, '.pki', 'nssdb');
  fs.mkdirSync(nssdb, { recursive: true });
  execFileSync('certutil', ['-d', `sql:${nssdb}`, '-N', '--empty-password']);
  execFileSync('certutil', [
    '-d',
    `sql:${nssdb}`,
    '-A',
    '-t',
    'C,,',
    '-n',
    'map-game-test-ca',
    '-i',
    rootCertificate,
  ]);
  return home;
}

let dir: string;
let server: OwnServer | undefined;
let caddy: { root: string; stop(): void } | undefined;
let context: BrowserContext | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  needTool('caddy', 'caddy');
  needTool('certutil', 'libnss3-tools');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-https-'));
  server = await startOwnServer(APP_PORT, path.join(dir, 'data'), {
    PUBLIC_URL: ORIGIN,
    TRUST_PROXY: '1',
  });
  caddy = await startCaddy(dir, `127.0.0.1:${APP_PORT}`);
  context = await chromium.launchPersistentContext(path.join(dir, 'profile'), {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: 390, height: 844 },
    locale: 'en-GB',
    serviceWorkers: 'allow',
    env: { ...process.env, HOME: homeTrusting(dir, caddy.root) },
  });
});

test.afterAll(async () => {
  await context?.close();
  caddy?.stop();
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('installs over https behind the proxy and plays a punch', async () => {
  test.setTimeout(180_000);
  const page = await context!.newPage();

  // The certificate is trusted (not ignored): the page is a secure context, the app installable.
  const response = await page.goto(`${ORIGIN}/`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForServiceWorker(page);
  const cdp = await context!.newCDPSession(page);
  await expect
    .poll(async () => {
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      return installabilityErrors.map((error) => error.errorId);
    })
    .toEqual([]);

  // A player made on the server directly (the dev outbox answers loopback only, never the proxy).
  const direct = await playwrightRequest.newContext({ baseURL: server!.origin });
  const player = await createUser(direct, 'https');
  await direct.dispose();

  const game = DEMO_GAMES.find((candidate) => candidate.type === 'levels')!;
  const first = game.levels[0]!.controls[0]!;
  const position = demoPixelLatLng(first.col, first.row);
  await context!.grantPermissions(['geolocation'], { origin: ORIGIN });
  await context!.setGeolocation({ latitude: position.lat, longitude: position.lng, accuracy: 5 });

  await page.goto(`${ORIGIN}/sign-in`);
  await submitSignIn(page, player.email, player.password);
  await expect(page.getByRole('link', { name: player.name })).toBeVisible();
  await page.goto(`${ORIGIN}/game-map`);
  await page.getByRole('button', { name: game.name, exact: true }).click();
  await page.getByRole('button', { name: 'Download and start' }).click();
  const punch = page.getByRole('button', { name: /^Punch control \d+ by GPS$/ }).first();
  await expect(punch).toBeEnabled({ timeout: 30_000 });
  await punch.click();
  await expect(page.getByText(/^Control \d+ punched\.$/)).toBeVisible();
  // Sent through the proxy: nothing waits on the phone, and the server has the punch.
  await expect(page.getByTestId('pending-badge')).toHaveCount(0, { timeout: 15_000 });
  const sub = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('current-user') ?? '{}') as { sub?: string }).sub ?? '',
  );
  const visits = await graphqlData<{ controlVisitsByOwnerByGameStateId: { items: unknown[] } }>(
    page,
    `query ($owner: String!) {
      controlVisitsByOwnerByGameStateId(owner: $owner, limit: 100) { items { controlId } }
    }`,
    { owner: sub },
  );
  expect(visits.controlVisitsByOwnerByGameStateId.items).toHaveLength(1);
  await shot(page, 'https-play');
});
