// Gzipped JavaScript a first visit to one route downloads: the entry's static import graph, the
// route's chunk with its static imports, and the route's text chunks in one language.
// Usage: node scripts/first-page-size.mjs [page-chunk-prefix=login-page] [lang=es]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const assets = join(dist, 'assets');
const [page = 'login-page', lang = 'es'] = process.argv.slice(2);
const namespaces = { 'login-page': ['common', 'auth', 'errors', 'validation'] }[page] ?? ['common'];

const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
const read = (file) => readFileSync(join(assets, file), 'utf8');
const staticImports = (file) =>
  [
    ...read(file).matchAll(/(?:import|export)\s*(?:[\w${},\s*]+from\s*)?["']\.\/([^"']+\.js)["']/g),
  ].map((m) => m[1]);

const needed = new Set();
const visit = (file) => {
  if (needed.has(file)) return;
  needed.add(file);
  for (const dep of staticImports(file)) visit(dep);
};

const entry = /src="\/assets\/([^"]+\.js)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))[1];
visit(entry);
const pageChunk = files.find((f) => f.startsWith(`${page}-`));
if (!pageChunk) throw new Error(`No chunk ${page}-*.js`);
visit(pageChunk);

// Locale chunks are named by namespace; the language is found from the entry's import.meta.glob map.
const entryText = files.map(read).join('\n');
for (const ns of namespaces) {
  const pattern = new RegExp(
    `locales/${lang}/${ns}\\.json["'\`]:\\(\\)=>\\w+\\(\\(\\)=>import\\(["'\`]\\./([^"'\`]+)`,
  );
  const match = pattern.exec(entryText);
  if (match) visit(match[1]);
  else console.warn(`locale chunk ${lang}/${ns} not found`);
}

let total = 0;
for (const file of [...needed].sort()) {
  const size = gzipSync(read(file)).length;
  total += size;
  console.log(`${String(size).padStart(8)}  ${file}`);
}
console.log(
  `${String(total).padStart(8)}  total gzipped bytes (${(total / 1024).toFixed(1)} KiB) for ${page} in ${lang}`,
);
