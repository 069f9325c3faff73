/// <reference types="node" />
import path from 'node:path';

import { errorCodes, type ErrorCode } from '@lancer/api/errors';
import ts from 'typescript';

const serverDir = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(serverDir, '../..');
/** Code the walk reads: the server's and the shared rules'; the list of codes itself is not a throw. */
const walked = (file: string) =>
  (file.startsWith(path.join(serverDir, 'src')) ||
    file.startsWith(path.join(repoRoot, 'packages/api/src'))) &&
  !file.endsWith('packages/api/src/errors.ts');

const codes = new Set<string>(errorCodes);
export type Thrown = { status: number; code: ErrorCode };
/**
 * A code the walk finds with no status written beside it and none usual for it: it answers 500 in
 * the list, which the server test refuses (a guess would document a refusal as a server fault).
 */
const unknownStatus = 500;
/** The status of a code thrown through a helper that takes the code as a parameter (accountGone). */
const usualStatus: Partial<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  TOKEN_SIGNATURE_INVALID: 401,
  REFRESH_TOKEN_INVALID: 401,
  CONFLICT: 409,
};

/** A number written as such, through `as const`, `satisfies` and parentheses (`403 as const`). */
function numberIn(expression: ts.Expression): number | null {
  while (
    ts.isAsExpression(expression) ||
    ts.isSatisfiesExpression(expression) ||
    ts.isParenthesizedExpression(expression)
  )
    expression = expression.expression;
  return ts.isNumericLiteral(expression) ? Number(expression.text) : null;
}

/**
 * The status written beside a code: `new AppError(409, 'CONFLICT', …)`, `{ status: 404, code:
 * 'NOT_FOUND' }` or `{ status: 403 as const, code: 'ACCOUNT_SUSPENDED' as const }`.
 */
function statusBeside(literal: ts.Node): number | null {
  let parent = literal.parent;
  // 'ACCOUNT_SUSPENDED' as const: the literal's own wrapper.
  let inner: ts.Node = literal;
  while (
    ts.isAsExpression(parent) ||
    ts.isSatisfiesExpression(parent) ||
    ts.isParenthesizedExpression(parent)
  ) {
    inner = parent;
    parent = parent.parent;
  }
  if (
    (ts.isNewExpression(parent) || ts.isCallExpression(parent)) &&
    parent.arguments?.[0] &&
    inner !== parent.arguments[0]
  )
    return numberIn(parent.arguments[0]);
  if (ts.isPropertyAssignment(parent) && ts.isObjectLiteralExpression(parent.parent))
    for (const property of parent.parent.properties)
      if (ts.isPropertyAssignment(property) && property.name.getText() === 'status')
        return numberIn(property.initializer);
  return null;
}

/**
 * Every error code the server can throw for each contract operation, read from its source: from
 * the operation's handler (the `*-handlers.ts` maps), every function, method and constant it
 * reaches (services, shared rules' refusals, helpers like notFound/forbidden), each error-code
 * literal found on the way (an over-approximation: a reachable throw counts). `'*'` is what the
 * route wrapper itself throws before any handler (the bearer token). Issue 36, decision 1801.
 */
export function deriveOperationErrors(): Record<string, Thrown[]> {
  const configFile = path.join(serverDir, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  )!;
  const handlerFiles = config.fileNames.filter((file) => /\/src\/.*-handlers\.ts$/.test(file));
  const program = ts.createProgram({
    // app.ts too: it wires the implementations of the services' interfaces (the payment gateways).
    rootNames: [
      ...handlerFiles,
      path.join(serverDir, 'src/http/register-operations.ts'),
      path.join(serverDir, 'src/app.ts'),
    ],
    options: { ...config.options, noEmit: true, skipLibCheck: true, types: ['node'] },
  });
  const checker = program.getTypeChecker();
  const cache = new Map<ts.Node, Map<string, Thrown>>();
  const implementations = implementationsOfSignatures(program, checker);

  const codesOf = (root: ts.Node): Map<string, Thrown> => {
    const known = cache.get(root);
    if (known) return known;
    const found = new Map<string, Thrown>();
    cache.set(root, found); // a cycle sees what is found so far
    const add = (thrown: Thrown) => {
      const key = `${thrown.status}:${thrown.code}`;
      if (!found.has(key)) found.set(key, thrown);
    };
    const visit = (node: ts.Node) => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && codes.has(node.text)) {
        add({
          status: statusBeside(node) ?? usualStatus[node.text as ErrorCode] ?? unknownStatus,
          code: node.text as ErrorCode,
        });
      } else if (ts.isIdentifier(node) && !ts.isTypeNode(node.parent)) {
        let symbol = checker.getSymbolAtLocation(node);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        for (const declaration of symbol?.declarations ?? []) {
          if (!walked(declaration.getSourceFile().fileName) || declaration === node.parent) continue;
          const body =
            ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration)
              ? declaration.body
              : ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)
                ? declaration.initializer
                : ts.isPropertyDeclaration(declaration)
                  ? declaration.initializer
                  : undefined;
          if (body) for (const thrown of codesOf(body).values()) add(thrown);
          // A call through an interface (services.payments.refund) reaches every implementation.
          for (const implementation of implementations.get(declaration) ?? [])
            for (const thrown of codesOf(implementation).values()) add(thrown);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(root);
    return found;
  };

  const sorted = (found: Map<string, Thrown>) =>
    [...found.values()].sort((a, b) => a.status - b.status || a.code.localeCompare(b.code));
  const result: Record<string, Thrown[]> = {};
  for (const file of handlerFiles) {
    const source = program.getSourceFile(file)!;
    source.forEachChild(function find(node) {
      if (ts.isVariableDeclaration(node) && node.initializer && /Handlers$/.test(node.name.getText())) {
        let map: ts.Expression = node.initializer;
        while (ts.isSatisfiesExpression(map) || ts.isAsExpression(map) || ts.isParenthesizedExpression(map))
          map = map.expression;
        if (ts.isObjectLiteralExpression(map))
          for (const property of map.properties)
            if (property.name) result[property.name.getText()] = sorted(codesOf(property));
      }
      node.forEachChild(find);
    });
  }
  const wrapper = program.getSourceFile(path.join(serverDir, 'src/http/register-operations.ts'))!;
  wrapper.forEachChild((node) => {
    if (ts.isFunctionDeclaration(node) && node.name?.text === 'authenticate')
      result['*'] = sorted(codesOf(node));
  });
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Each method signature of a type (PaymentGateway's `refund`) and the object-literal members that
 * implement it in the server's source (the Stripe and sandbox gateways' `refund`), found through
 * the object literal's contextual type.
 */
function implementationsOfSignatures(program: ts.Program, checker: ts.TypeChecker) {
  const found = new Map<ts.Declaration, ts.Node[]>();
  for (const source of program.getSourceFiles()) {
    if (!walked(source.fileName)) continue;
    source.forEachChild(function visit(node) {
      if (ts.isObjectLiteralExpression(node)) {
        const type = checker.getContextualType(node);
        for (const member of node.properties) {
          if (!member.name || !ts.isMethodDeclaration(member)) continue;
          for (const signature of type?.getProperty(member.name.getText())?.declarations ?? []) {
            if (!ts.isMethodSignature(signature)) continue;
            if (!walked(signature.getSourceFile().fileName)) continue;
            found.set(signature, [...(found.get(signature) ?? []), member]);
          }
        }
      }
      node.forEachChild(visit);
    });
  }
  return found;
}
