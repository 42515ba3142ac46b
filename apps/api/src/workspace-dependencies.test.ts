import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every workspace declares in its package.json each package its files import (issue 14.5). npm hoists
 * everything into one node_modules, so an undeclared import still resolves today (the contract used the web's
 * libphonenumber-js) and breaks the day the declaring workspace drops it or the package is built alone.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const rootManifest = readJson(path.join(root, 'package.json')) as Manifest & { workspaces: string[] };

type Manifest = { name: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string>; peerDependencies?: Record<string, string>; optionalDependencies?: Record<string, string> };

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'public']);
const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** `@scope/name/sub/path` -> `@scope/name`; `name/sub` -> `name`; null for relative paths and Node's own modules. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || isBuiltin(specifier) || /^[a-z]+:/.test(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Packages a file names: static and dynamic imports, require() and `/// <reference types>` (TypeScript's own scanner). */
function importsOf(file: string): string[] {
  const scanned = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return [...scanned.importedFiles, ...scanned.typeReferenceDirectives].map((f) => f.fileName);
}

const declared = (m: Manifest) => new Set(Object.keys({ ...m.dependencies, ...m.devDependencies, ...m.peerDependencies, ...m.optionalDependencies }));

describe('workspace dependencies', () => {
  it.each(rootManifest.workspaces)('%s declares every package it imports', (workspace) => {
    const dir = path.join(root, workspace);
    const manifest = readJson(path.join(dir, 'package.json')) as Manifest;
    // The root's devDependencies are the toolchain every workspace runs under (vitest, tsc and eslint run from
    // the root over all of them); runtime packages are not shared that way, not even the root's dependencies.
    const allowed = new Set([...declared(manifest), ...Object.keys(rootManifest.devDependencies ?? {}), manifest.name]);
    const missing = new Map<string, string[]>();
    for (const file of sourceFiles(dir)) {
      for (const name of importsOf(file).map(packageOf)) {
        if (name && !allowed.has(name)) missing.set(name, [...(missing.get(name) ?? []), path.relative(root, file)]);
      }
    }
    // Each missing package with the first files that import it.
    expect(Object.fromEntries([...missing].map(([name, files]) => [name, [...new Set(files)].sort().slice(0, 3)]))).toEqual({});
  });
});
