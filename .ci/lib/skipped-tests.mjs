/**
 * Whether the test or story on a line of a file is skipped whatever the machine (decision 1110):
 * `it.skip`, `test.todo`, `it.fails`, `skipIf(true)`, `runIf(false)`, or inside a
 * `describe` that is; a story whose tags (its own after its meta's) remove `test`. A `skipIf`
 * over an expression (a service the machine may lack) is not: the test command's machine has them.
 * Used by rules-coverage.mjs so a `// proves:` above a test that never runs proves nothing.
 */
import { createRequire } from 'node:module';

/** TypeScript's parser, loaded by the first file that may skip something (most files cannot). */
let ts;
/** A file without any of these cannot skip anything. */
const MAY_SKIP = /\.(?:skip|todo|fails|skipIf|runIf)\b|['"`]!test['"`]/;

const TEST_ROOTS = new Set(['describe', 'suite', 'it', 'test']);
const NEVER_RUNS = new Set(['skip', 'todo', 'fails']);

/**
 * The root name and modifiers of a test call's callee: `describe.skipIf(x)` -> describe,
 * [skipIf(x)]; `it.each(rows)` -> it, [each]; `test.concurrent.skip` -> test, [concurrent, skip].
 */
function calleeChain(callee) {
  const modifiers = [];
  let node = callee;
  for (;;) {
    if (ts.isCallExpression(node)) {
      const inner = node.expression;
      if (ts.isPropertyAccessExpression(inner))
        modifiers.unshift({ name: inner.name.text, argument: node.arguments[0] });
      node = ts.isPropertyAccessExpression(inner) ? inner.expression : inner;
    } else if (ts.isPropertyAccessExpression(node)) {
      modifiers.unshift({ name: node.name.text });
      node = node.expression;
    } else break;
  }
  return ts.isIdentifier(node) ? { root: node.text, modifiers } : null;
}

/** Why this test call never runs, or null. */
function skipOf(call) {
  const chain = calleeChain(call.expression);
  if (!chain || !TEST_ROOTS.has(chain.root)) return null;
  for (const { name, argument } of chain.modifiers) {
    if (NEVER_RUNS.has(name)) return `${chain.root}.${name}`;
    const kind = argument?.kind;
    if (name === 'skipIf' && kind === ts.SyntaxKind.TrueKeyword) return `${chain.root}.skipIf(true)`;
    if (name === 'runIf' && kind === ts.SyntaxKind.FalseKeyword) return `${chain.root}.runIf(false)`;
  }
  return null;
}

/** The last file parsed: a file's claims are checked one after another. */
let parsed = { source: '', sourceFile: null };
function parse(source) {
  ts ??= createRequire(import.meta.url)('typescript');
  if (parsed.source !== source || !parsed.sourceFile)
    parsed = {
      source,
      sourceFile: ts.createSourceFile('claims.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX),
    };
  return parsed.sourceFile;
}

const lineOf = (sourceFile, node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line;

/** The test call starting on `line` (0-based), or undefined. */
function testCallAt(sourceFile, line) {
  let found;
  const visit = (node) => {
    if (found) return;
    const start = lineOf(sourceFile, node);
    const end = sourceFile.getLineAndCharacterOfPosition(node.getEnd()).line;
    if (line < start || line > end) return;
    if (ts.isCallExpression(node) && start === line && TEST_ROOTS.has(calleeChain(node.expression)?.root)) {
      found = node;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Why the it()/test() on `line` (0-based) never runs (its own skip or an enclosing describe's), or null. */
export function testSkipAt(source, line) {
  if (!MAY_SKIP.test(source)) return null;
  const sourceFile = parse(source);
  for (let node = testCallAt(sourceFile, line); node; node = node.parent) {
    const skip = ts.isCallExpression(node) ? skipOf(node) : null;
    if (skip) return skip;
  }
  return null;
}

/** The string items of an object literal's `tags: [...]`, or []. */
function tagsOf(expression) {
  let node = expression;
  while (
    node &&
    (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node))
  )
    node = node.expression;
  if (!node || !ts.isObjectLiteralExpression(node)) return [];
  const tags = node.properties.find(
    (property) => ts.isPropertyAssignment(property) && property.name.getText() === 'tags',
  );
  if (!tags || !ts.isArrayLiteralExpression(tags.initializer)) return [];
  return tags.initializer.elements.filter(ts.isStringLiteralLike).map((element) => element.text);
}

/** The object of `const meta = {...}` or `export default {...}`. */
function metaObject(sourceFile) {
  for (const statement of sourceFile.statements) {
    if (ts.isExportAssignment(statement)) {
      if (!ts.isIdentifier(statement.expression)) return statement.expression;
    } else if (ts.isVariableStatement(statement)) {
      const meta = statement.declarationList.declarations.find((d) => d.name.getText() === 'meta');
      if (meta) return meta.initializer;
    }
  }
  return undefined;
}

/**
 * Why the story exported as `exportName` is not run as a test, or null: Storybook's tags, the
 * meta's then the story's, where `!test` removes the `test` tag every story starts with.
 */
export function storySkip(source, exportName) {
  if (!MAY_SKIP.test(source)) return null;
  const sourceFile = parse(source);
  let story;
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const declaration = statement.declarationList.declarations.find((d) => d.name.getText() === exportName);
    if (declaration) story = declaration.initializer;
  }
  const tags = new Set(['test']);
  for (const tag of [...tagsOf(metaObject(sourceFile)), ...tagsOf(story)]) {
    if (tag.startsWith('!')) tags.delete(tag.slice(1));
    else tags.add(tag);
  }
  return tags.has('test') ? null : "tags: ['!test']";
}
