import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureWebBuild, isWebBuildStale, main } from './web-build.ts';

let root: string;
let builds: number;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
/** A stand-in for `vite build`: it empties dist/ and writes the entry page, as the real one does. */
const build = () => {
  builds += 1;
  rmSync(path.join(root, 'apps/web/dist'), { recursive: true, force: true });
  write('apps/web/dist/index.html', `<html>${builds}</html>`);
};
const start = () => ensureWebBuild({ root, build });
/** What `npm run build` does: the same script with --always. */
const buildCommand = () => main(['--always'], { root, build }) === 'Web app built (apps/web/dist).';

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'web-build-'));
  builds = 0;
  write('apps/web/src/main.tsx', 'render()');
  write('apps/web/index.html', '<div id="root"></div>');
  write('packages/contracts/src/index.ts', 'export {}');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the web build runs once, then only when its inputs change', () => {
  it('builds on the first start and not on the next ones', () => {
    expect(isWebBuildStale(root)).toBe(true);
    expect(start()).toBe(true);
    expect(isWebBuildStale(root)).toBe(false);
    expect(start()).toBe(false);
    expect(start()).toBe(false);
    expect(builds).toBe(1);
  });

  it('rebuilds after a change to the web sources, the shared contracts or the lock file, or a new file', () => {
    start();
    for (const [file, text] of [
      ['apps/web/src/main.tsx', 'render(<App />)'],
      ['packages/contracts/src/index.ts', 'export const x = 1'],
      ['package-lock.json', '{"lockfileVersion":3}'],
      ['apps/web/src/new-screen.tsx', 'export {}'],
    ]) {
      write(file!, text!);
      expect(isWebBuildStale(root), file).toBe(true);
      expect(start()).toBe(true);
    }
    expect(builds).toBe(5);
  });

  it('ignores tests, newer times with the same content and files outside the inputs', () => {
    start();
    write('apps/web/src/main.test.tsx', 'it()');
    write('apps/server/src/main.ts', 'listen()');
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'apps/web/src/main.tsx'), later, later);
    expect(start()).toBe(false);
    expect(builds).toBe(1);
  });

  it('builds again when the output is gone or a build failed half-way (no stamp)', () => {
    start();
    rmSync(path.join(root, 'apps/web/dist/index.html'));
    expect(start()).toBe(true);
    write('apps/web/src/main.tsx', 'broken(');
    expect(() =>
      ensureWebBuild({
        root,
        build: () => {
          rmSync(path.join(root, 'apps/web/dist'), { recursive: true, force: true });
          throw new Error('vite failed');
        },
      }),
    ).toThrow('vite failed');
    expect(isWebBuildStale(root)).toBe(true);
    expect(start()).toBe(true);
    expect(builds).toBe(3);
  });

  it('builds on every `npm run build`, and a start after one serves that build', () => {
    expect(buildCommand()).toBe(true);
    expect(buildCommand()).toBe(true);
    expect(start()).toBe(false);
    write('apps/web/src/main.tsx', 'render(<App />)');
    expect(buildCommand()).toBe(true);
    expect(start()).toBe(false);
    expect(builds).toBe(3);
  });

  it('reads --always from its command line and says whether it built', () => {
    const run = (args: string[]) => main(args, { root, build });
    expect(run([])).toBe('Web app built (apps/web/dist).');
    expect(run([])).toBe('Web app is up to date (apps/web/dist); not rebuilt.');
    expect(run(['--always'])).toBe('Web app built (apps/web/dist).');
    expect(run(['--other'])).toMatch(/not rebuilt/);
    expect(builds).toBe(2);
  });
});
