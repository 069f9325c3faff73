/**
 * The import graph of one source folder, folder by folder (issue 52): each folder directly under
 * `dir` is a node, and so is each file directly in `dir` (app.ts composes the areas, services.ts is
 * what every area receives: they are not one thing). An arrow A -> B says some file of A imports
 * some file of B for what runs: a type import names a shape and runs nothing (every area names the
 * `Services` it is handed), so it is left out here; circles through types are import-circles.mjs's.
 *
 * The folders are then laid out top to bottom so that as few arrows as possible point upward
 * (the greedy order of Eades, Lin and Smyth: a folder nothing imports goes to the top, a folder
 * that imports nothing goes to the bottom, otherwise the one that imports the most more than it is
 * imported goes next to the top). An arrow "runs back up" when it points at a folder laid out above
 * its own. A graph without circles has none; each pair of folders importing each other has at least
 * one. Reads files only.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { sourceFiles } from './source-files.mjs';

const byName = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** The specifiers a file imports for what runs: `import type` and `export type ... from` left out. */
function valueImports(ts, file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      if (!node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** `{ nodes, arrows }`: arrows as a Map `from -> Map(to -> [importing file => imported file])`. */
function folderGraph(dir) {
  const ts = createRequire(import.meta.url)('typescript');
  const options = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
  const files = sourceFiles(dir, /(?<!\.d)\.tsx?$/);
  const nodeOf = (file) => path.relative(dir, file).split(path.sep)[0];
  const nodes = new Set(files.map(nodeOf));
  const arrows = new Map([...nodes].map((node) => [node, new Map()]));
  for (const file of files) {
    for (const specifier of valueImports(ts, file)) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.resolve(resolved.resolvedFileName);
      if (!target.startsWith(dir + path.sep)) continue;
      const [from, to] = [nodeOf(file), nodeOf(target)];
      if (from === to) continue;
      const uses = arrows.get(from).get(to) ?? [];
      uses.push(`${path.relative(dir, file)} => ${path.relative(dir, target)}`.split(path.sep).join('/'));
      arrows.get(from).set(to, uses);
    }
  }
  return { nodes: [...nodes].sort(byName), arrows };
}

/** The nodes top to bottom (Eades, Lin and Smyth's greedy order). */
function topToBottom(nodes, arrows) {
  const left = new Set(nodes);
  const out = (node) => [...arrows.get(node).keys()].filter((to) => left.has(to)).length;
  const inn = (node) => [...left].filter((from) => arrows.get(from).has(node)).length;
  const top = [];
  const bottom = [];
  while (left.size > 0) {
    let moved = true;
    while (moved) {
      moved = false;
      for (const node of [...left].sort(byName)) {
        if (out(node) === 0) bottom.unshift(node);
        else if (inn(node) === 0) top.push(node);
        else continue;
        left.delete(node);
        moved = true;
      }
    }
    if (left.size === 0) break;
    const next = [...left].sort((a, b) => out(b) - inn(b) - (out(a) - inn(a)) || byName(a, b))[0];
    top.push(next);
    left.delete(next);
  }
  return [...top, ...bottom];
}

/**
 * The folder graph of `dir` laid out: `layers` (top first, each a folder's longest way down the
 * arrows that point down), `backUp` and `mutual` (pairs of folders importing each other), each
 * arrow with the imports that make it.
 */
export function folderLayers(dir) {
  const { nodes, arrows } = folderGraph(dir);
  const order = topToBottom(nodes, arrows);
  const place = new Map(order.map((node, index) => [node, index]));
  const all = nodes.flatMap((from) => [...arrows.get(from)].map(([to, uses]) => ({ from, to, uses })));
  const backUp = all.filter(({ from, to }) => place.get(to) < place.get(from));
  const mutual = all.filter(({ from, to }) => from < to && arrows.get(to).has(from));
  const depth = new Map();
  for (const node of [...order].reverse()) {
    const below = [...arrows.get(node).keys()].filter((to) => place.get(to) > place.get(node));
    depth.set(node, Math.max(0, ...below.map((to) => depth.get(to) + 1)));
  }
  const layers = [];
  for (const node of order) (layers[depth.get(node)] ??= []).push(node);
  return { arrows: all, backUp, mutual, layers: layers.reverse().filter(Boolean) };
}
