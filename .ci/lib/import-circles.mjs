/**
 * Import circles among a tree's TypeScript files, type imports included (issue 29). The lint rule
 * `import-x/no-cycle` skips `import type` (nothing of it runs), so a circle that closes through a
 * type import is left to this: a schema that imports a rule, a store whose shape file imports the
 * store. Imports of workspace packages (through node_modules) are not followed: the lint
 * boundaries already keep them one-way. Reads files only, about a second for the whole tree.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { sourceFiles } from './source-files.mjs';

/** Each file's imports inside the tree, resolved as the bundler resolves them. */
function importGraph(files) {
  const ts = createRequire(import.meta.url)('typescript');
  const options = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
  };
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => ts.resolveModuleName(imported.fileName, file, options, ts.sys).resolvedModule)
      .filter((resolved) => resolved && !resolved.isExternalLibraryImport)
      .map((resolved) => path.resolve(resolved.resolvedFileName));
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan), each as its files. */
function circlesOf(graph) {
  let counter = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  const visit = (file) => {
    order.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), order.get(target)));
    }
    if (low.get(file) !== order.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) circles.push(component);
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return circles;
}

/**
 * The import circles below `dirs` of `root`, each as its files relative to root, sorted.
 * `skip(fullPath)` leaves files or folders out.
 */
export function importCircles(root, dirs, skip = () => false) {
  const files = dirs.flatMap((dir) => sourceFiles(path.join(root, dir), /(?<!\.d)\.tsx?$/, skip));
  return circlesOf(importGraph(files)).map((circle) =>
    circle.map((file) => path.relative(root, file).split(path.sep).join('/')).sort(),
  );
}
