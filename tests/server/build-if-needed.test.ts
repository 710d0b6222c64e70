import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIsStale } from '../../server/build-if-needed';

function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-root-'));
  fs.mkdirSync(path.join(root, 'src'));
  fs.writeFileSync(path.join(root, 'src', 'main.tsx'), 'x');
  return root;
}

function setMtime(file: string, seconds: number) {
  fs.utimesSync(file, seconds, seconds);
}

describe('build when needed', () => {
  it('builds when there is no build', () => {
    const root = project();
    expect(buildIsStale(root, path.join(root, 'dist'))).toBe(true);
  });

  it('does not build when the build is newer than every source', () => {
    const root = project();
    fs.mkdirSync(path.join(root, 'dist'));
    fs.writeFileSync(path.join(root, 'dist', 'index.html'), '');
    setMtime(path.join(root, 'src', 'main.tsx'), 1_000);
    setMtime(path.join(root, 'src'), 1_000);
    setMtime(path.join(root, 'dist', 'index.html'), 2_000);
    expect(buildIsStale(root, path.join(root, 'dist'))).toBe(false);
  });

  it('builds again when a source changed after the build', () => {
    const root = project();
    fs.mkdirSync(path.join(root, 'dist'));
    fs.writeFileSync(path.join(root, 'dist', 'index.html'), '');
    setMtime(path.join(root, 'src'), 1_000);
    setMtime(path.join(root, 'dist', 'index.html'), 2_000);
    setMtime(path.join(root, 'src', 'main.tsx'), 3_000);
    expect(buildIsStale(root, path.join(root, 'dist'))).toBe(true);
  });
});
