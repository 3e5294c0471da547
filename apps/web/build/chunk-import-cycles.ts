import type { Plugin } from 'vite';

/** A chunk's file and the files of the chunks it imports statically. */
export type ChunkImports = Record<string, readonly string[]>;

/** The first chain of chunks that leads back to one of them (`a → b → a`), or null. */
export function findChunkImportCycle(chunks: ChunkImports): string[] | null {
  const finished = new Set<string>();
  const visit = (fileName: string, path: readonly string[]): string[] | null => {
    if (finished.has(fileName)) return null;
    if (path.includes(fileName)) return [...path.slice(path.indexOf(fileName)), fileName];
    for (const imported of chunks[fileName] ?? []) {
      const cycle = visit(imported, [...path, fileName]);
      if (cycle) return cycle;
    }
    finished.add(fileName);
    return null;
  };
  for (const fileName of Object.keys(chunks)) {
    const cycle = visit(fileName, []);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * Chunk groups that do not take their modules' imports (vite.config.ts) can make two chunks import
 * each other, which runs a module before what it imports; the build refuses such a graph rather
 * than ship it.
 */
export const chunkImportsWithoutCycles: Plugin = {
  name: 'chunk-imports-without-cycles',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks: ChunkImports = {};
    for (const [fileName, output] of Object.entries(bundle)) {
      if (output.type === 'chunk') chunks[fileName] = output.imports;
    }
    const cycle = findChunkImportCycle(chunks);
    if (cycle) throw new Error(`chunks import each other: ${cycle.join(' → ')}`);
  },
};
