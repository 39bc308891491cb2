import { createHash } from 'node:crypto';
import { execFileSync, type StdioOptions } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Builds apps/web only when what it is built from changed since the last build (`npm start` and the
 * e2e journeys call it; `npm run build` calls it with --always and builds every time). Every build
 * made here keeps a hash of its inputs beside its output (dist/.build-stamp), so a start after a
 * checkout, a pull or an edit rebuilds and any other start, `npm run build`'s included, serves the
 * build it has.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** What the web build is made of, relative to the repository root. Tests are not (they are never bundled). */
export const WEB_BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite.widget.config.ts',
  'apps/web/vite.precompress.ts',
  'apps/web/package.json',
  'packages/contracts/src',
  'package-lock.json',
];
export const WEB_BUILD_STAMP = 'apps/web/dist/.build-stamp';
const WEB_BUILD_ENTRY = 'apps/web/dist/index.html';

const isTest = (name: string) => /\.test\.[cm]?[jt]sx?$/.test(name);

function collectFiles(root: string, relative: string, into: string[]) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    into.push(relative);
    return;
  }
  for (const entry of readdirSync(full).sort()) {
    if (entry === 'node_modules' || entry === 'dist' || isTest(entry)) continue;
    collectFiles(root, path.join(relative, entry), into);
  }
}

/** A hash of the inputs' paths and contents (not their times: a checkout that changes nothing rebuilds nothing). */
export function webInputsHash(root = repoRoot, inputs = WEB_BUILD_INPUTS): string {
  const files: string[] = [];
  for (const input of inputs) collectFiles(root, input, files);
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.split(path.sep).join('/')}\0`).update(readFileSync(path.join(root, file))).update('\0');
  return hash.digest('hex');
}

/** True when there is no build, or it was made from other inputs than the ones there now. */
export function isWebBuildStale(root = repoRoot, hash = webInputsHash(root)): boolean {
  const stamp = path.join(root, WEB_BUILD_STAMP);
  if (!existsSync(path.join(root, WEB_BUILD_ENTRY)) || !existsSync(stamp)) return true;
  return readFileSync(stamp, 'utf8').trim() !== hash;
}

/**
 * Builds when stale (or whenever `always` is set) and records the inputs the build was made from;
 * returns whether it built.
 */
export function ensureWebBuild(options: { root?: string; stdio?: StdioOptions; build?: () => void; always?: boolean } = {}): boolean {
  const root = options.root ?? repoRoot;
  const hash = webInputsHash(root);
  if (!options.always && !isWebBuildStale(root, hash)) return false;
  const build = options.build ?? (() => execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: options.stdio ?? 'inherit' }));
  build();
  // Written after the build (which empties dist/): a failed build leaves no stamp, so the next start tries again.
  writeFileSync(path.join(root, WEB_BUILD_STAMP), `${hash}\n`);
  return true;
}

/**
 * The command line: `web-build.ts [--always]` (arguments after the script's path). Builds as
 * ensureWebBuild does, always with --always, and returns the line to print.
 */
export function main(args: readonly string[], options: { root?: string; build?: () => void } = {}): string {
  const built = ensureWebBuild({ ...options, always: args.includes('--always') });
  return built ? 'Web app built (apps/web/dist).' : 'Web app is up to date (apps/web/dist); not rebuilt.';
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) console.log(main(process.argv.slice(2)));
