import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = path.join(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(file, 'utf8');
const STYLESHEETS = path.join(WEB, '../../node_modules/@mantine/core/styles');

/** The screens the router lists among its public routes (no dashboard chunk, no full set). */
function publicScreenFiles(): string[] {
  const router = read(path.join(WEB, 'router.tsx'));
  const block = router.slice(
    router.indexOf('const publicRoutes = ['),
    router.indexOf('const appointmentRoutes'),
  );
  const names = new Set(
    [...block.matchAll(/Page\('([A-Za-z]+)'|, '([A-Za-z]+)'\)/g)].map((m) => m[1] ?? m[2]),
  );
  names.add('AppServicesLayout');
  return [...names].map((name) => {
    const found = router.match(new RegExp(`${name}: \\(\\) => import\\('\\./([^']+)'\\)`));
    if (!found) throw new Error(`No module for screen ${name}`);
    return path.join(WEB, found[1]!);
  });
}

function resolveModule(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts')])
    if (fs.existsSync(candidate)) return candidate;
  return null;
}

/** The Mantine components that `entries` and the web modules they import use, with a user each. */
function mantineComponentsReachedFrom(entries: string[]): Map<string, string> {
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const queue = entries.map((entry) => resolveModule(entry, `./${path.basename(entry)}`));
  while (queue.length) {
    const file = queue.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const source = read(file);
    for (const [, names] of source.matchAll(/import \{([^}]*)\} from '@mantine\/core'/g))
      for (const name of names!.split(',').map((part) => part.replace('type ', '').trim()))
        if (/^[A-Z]/.test(name) && !used.has(name)) used.set(name, path.relative(WEB, file));
    for (const [, specifier] of source.matchAll(/from '(\.[^']+)'/g)) {
      // The web never imports src/server; src/domain holds no components.
      const next = resolveModule(file, specifier!);
      if (next?.startsWith(WEB)) queue.push(next);
    }
  }
  return used;
}

describe("the public pages' Mantine styles", () => {
  it('include the stylesheet of every Mantine component a public page uses', () => {
    const listed =
      read(path.join(WEB, 'lib/mantine-styles.ts')) +
      read(path.join(WEB, 'lib/mantine-base-styles.ts'));
    const loaded = new Set([...listed.matchAll(/styles\/(\w+)\.layer\.css/g)].map((m) => m[1]));
    const missing = [...mantineComponentsReachedFrom(publicScreenFiles())]
      .filter(([name]) => fs.existsSync(path.join(STYLESHEETS, `${name}.layer.css`)))
      .filter(([name]) => !loaded.has(name))
      .map(([name, user]) => `${name} (used in ${user})`);
    expect(missing).toEqual([]);
  });
});
