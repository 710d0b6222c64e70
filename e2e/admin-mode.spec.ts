/**
 * `npm run users -- grant EMAIL Admin` as an operator runs it: with the embedded database the
 * server must be stopped first (the CLI refuses a live data folder), so this test runs a server
 * of its own, stops it for the grant, starts it again and signs in anew.
 */
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signIn, signInNewUser } from './support/auth';
import { startOwnServer } from './support/own-server';

const PORT = Number(process.env.E2E_ADMIN_PORT ?? 8183);

function usersCli(dataDir: string, ...args: string[]) {
  return spawnSync('npm', ['run', '--silent', 'users', '--', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir },
    timeout: 60_000,
  });
}

test('a user granted Admin with the users CLI sees "Admin mode" after signing in again', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-admin-'));
  let server = await startOwnServer(PORT, dataDir);
  const request = await playwright.request.newContext({ baseURL: server.origin });
  const context = await browser.newContext({ baseURL: server.origin });
  try {
    const page = await context.newPage();
    const user = await signInNewUser(page, request, 'admin');
    await expect(page.getByRole('link', { name: user.name })).toBeVisible();
    await expect(page.getByText('Admin mode')).toHaveCount(0);

    // While the server runs, the CLI refuses and says why.
    const refused = usersCli(dataDir, 'grant', user.email, 'Admin');
    expect(refused.status).toBe(1);
    expect(refused.stderr + refused.stdout).toMatch(
      /is in use by another process \(pid \d+\): stop that server first/,
    );

    await server.stop();
    const grant = usersCli(dataDir, 'grant', user.email, 'Admin');
    expect(grant.status, `${grant.stdout}\n${grant.stderr}`).toBe(0);
    server = await startOwnServer(PORT, dataDir);

    // The groups travel in the ID token: they show after the next sign-in.
    await page.goto('/user');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await signIn(page, user);
    await expect(page.getByText('Admin mode')).toBeVisible();
    await page.goto('/user');
    await expect(page.getByText('Administrator', { exact: true })).toBeVisible();
  } finally {
    await context.close();
    await request.dispose();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
