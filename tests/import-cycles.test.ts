/**
 * No module of the project imports one that imports it back, not even for a type
 * (docs/ARCHITECTURE.md). Lint's import-x/no-cycle skips `import type` edges and has no option to
 * follow them, so this walks every import of src/, sw/ and server/ as TypeScript resolves it,
 * type-only ones included, and names each cycle it finds.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const GENERATED = [
  path.join('src', 'api', 'generated'),
  path.join('server', 'graphql', 'generated'),
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/u.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const options: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
};

/** The project files each file imports (static, dynamic and type-only imports and exports). */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      const target = resolved && path.resolve(resolved.resolvedFileName);
      return target && known.has(target) && target !== file ? [target] : [];
    });
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Each cycle once, as the files along it (depth-first search with the path on a stack). */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const onPath = new Map<string, number>();
  const trail: string[] = [];
  const visit = (file: string): void => {
    onPath.set(file, trail.length);
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      const at = onPath.get(next);
      if (at !== undefined) found.push(trail.slice(at));
      else if (!done.has(next)) visit(next);
    }
    trail.pop();
    onPath.delete(file);
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return found;
}

describe('the import graph', () => {
  it('has no cycle, type-only imports included', () => {
    const files = ['src', 'sw', 'server']
      .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
      .filter((file) => !GENERATED.some((dir) => path.relative(ROOT, file).startsWith(dir)));
    const graph = importGraph(files);
    expect(graph.size).toBeGreaterThan(300);
    const named = cycles(graph).map((cycle) =>
      cycle.map((file) => path.relative(ROOT, file)).join(' -> '),
    );
    expect(named).toEqual([]);
  });

  it('finds a cycle made of type-only imports', () => {
    const a = path.join(ROOT, 'a.ts');
    const b = path.join(ROOT, 'b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([[a, b]]);
  });
});
