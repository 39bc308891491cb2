// Web bundle benchmark: the size of every built chunk (raw and gzip) and the landing page's initial
// JS+CSS (the entry script, everything it imports statically, and the stylesheets index.html links;
// lazy areas such as the dashboards are excluded). Budget: 150 KB gzip. Also the storefront widget's
// widget.js (budget 15 KB gzip).
// Usage: node --import tsx bench/web/run.ts [--build] [--dist DIR] [--url URL]   (builds apps/web when dist/ is missing or with --build)
// With --url (a running TryOwn) and a Lighthouse CLI (`lighthouse` on PATH, or LIGHTHOUSE=/path/to/cli),
// it also prints Lighthouse's desktop scores for that page, run in Debian's Chromium.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const distArg = process.argv.indexOf('--dist');
const dist = distArg > 0 ? path.resolve(process.argv[distArg + 1]!) : path.join(root, 'apps/web/dist');

if (process.argv.includes('--build') || !existsSync(path.join(dist, 'index.html'))) {
  console.log('Building apps/web …');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
}

type Chunk = { file: string; raw: number; gzip: number; source: string };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const assetsDir = path.join(dist, 'assets');
const chunks = new Map<string, Chunk>();
for (const file of (await readdir(assetsDir)).filter((f) => /\.(js|css)$/.test(f)).sort()) {
  const bytes = await readFile(path.join(assetsDir, file));
  chunks.set(file, { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, source: bytes.toString('utf8') });
}

// The landing's initial set: index.html's script, stylesheets and modulepreloads, closed over static imports.
const html = await readFile(path.join(dist, 'index.html'), 'utf8');
const linked = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
const initial = new Set<string>();
const queue = [...linked];
while (queue.length) {
  const file = queue.pop()!;
  if (initial.has(file) || !chunks.has(file)) continue;
  initial.add(file);
  if (!file.endsWith('.js')) continue;
  // Static imports only (`import(...)` is lazy): `import x from "./a.js"`, `import "./a.js"`, `export … from "./a.js"`.
  for (const m of chunks.get(file)!.source.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.(?:js|css))["']/g)) queue.push(m[1]!);
}

console.log('\nChunk                                        raw        gzip   initial');
for (const c of [...chunks.values()].sort((a, b) => b.gzip - a.gzip)) {
  console.log(`${c.file.padEnd(42)} ${kb(c.raw).padStart(10)} ${kb(c.gzip).padStart(10)}   ${initial.has(c.file) ? 'yes' : ''}`);
}
const total = [...initial].reduce((sum, f) => sum + chunks.get(f)!.gzip, 0);
const totalRaw = [...initial].reduce((sum, f) => sum + chunks.get(f)!.raw, 0);
console.log(`\nLanding initial JS+CSS: ${kb(totalRaw)} raw, ${kb(total)} gzip (budget ${BUDGET_KB} KB gzip): ${total <= BUDGET_KB * 1024 ? 'within budget' : 'OVER BUDGET'}`);
// The storefront widget: its own build (apps/web/vite.widget.config.ts), loaded by shops' pages.
const WIDGET_BUDGET_KB = 15;
const widgetFile = path.join(dist, 'widget.js');
if (existsSync(widgetFile)) {
  const widget = await readFile(widgetFile);
  const widgetGzip = gzipSync(widget, { level: 9 }).length;
  console.log(`Storefront widget (widget.js): ${kb(widget.length)} raw, ${kb(widgetGzip)} gzip (budget ${WIDGET_BUDGET_KB} KB gzip): ${widgetGzip <= WIDGET_BUDGET_KB * 1024 ? 'within budget' : 'OVER BUDGET'}`);
} else {
  console.log('Storefront widget: dist/widget.js is missing (rerun with --build).');
}
if ([...chunks.values()].some((c) => c.source.includes('is deprecated in plain JavaScript React classes'))) {
  console.log('Warning: this dist/ holds a development build of React (larger than production); rerun with --build.');
}
const urlArg = process.argv.indexOf('--url');
const url = urlArg > 0 ? process.argv[urlArg + 1] : undefined;
const lighthouse = process.env.LIGHTHOUSE ?? 'lighthouse';
const goal = 'goal: performance and accessibility >= 95 on desktop';
if (!url) {
  console.log(`Lighthouse: skipped (pass --url of a running TryOwn; ${goal}).`);
} else {
  const flags = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
  try {
    const report = execFileSync(lighthouse, [url, '--preset=desktop', '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${flags}`], {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
    });
    const { categories, audits } = JSON.parse(report.toString()) as {
      categories: Record<string, { score: number }>;
      audits: Record<string, { displayValue?: string }>;
    };
    const scores = Object.entries(categories).map(([name, c]) => `${name} ${Math.round(c.score * 100)}`);
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].map((a) => `${a} ${audits[a]?.displayValue ?? '?'}`);
    console.log(`Lighthouse (desktop, ${url}): ${scores.join(', ')} (${goal})\n  ${metrics.join(', ')}`);
  } catch (error) {
    console.log(`Lighthouse: could not run ${lighthouse} (${(error as Error).message.split('\n')[0]}; ${goal}).`);
  }
}
