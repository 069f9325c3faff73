import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { operations } from './contract';

/**
 * One hook shape: a query hook takes the contract's input object (its query, or its path params),
 * then the query's options; never an id or a value of its own. Read from the source with the
 * TypeScript parser: the input's type must be the contract's (`CallInput<typeof op>['query']`, or
 * `PagesQuery<typeof op>` for a list read a page at a time), so a hook taking `id: string` fails.
 * A mutation hook takes nothing and its `mutate` the contract's input object (`{ body }`); every
 * other hook of an area is named below with its reason.
 */
const src = import.meta.dirname;
/** Not hooks of one area's calls: the shared helpers, the contract, the mocks and its tests. */
const notAreas = new Set([
  'react',
  'contract',
  'contract-suite',
  'mocks',
  'openapi',
  'http',
  'rules',
  'schemas',
]);
const queryCalls = new Set(['useQuery', 'useInfiniteQuery', 'useSuspenseQuery', 'useQueries']);
/** A mutation hook takes nothing: what it sends goes to `mutate` as the contract's input object. */
const mutationCalls = new Set([
  'useOperationMutation',
  'useLazyOperationMutation',
  'useOperationStream',
  'useMutation',
]);
/** Hooks of the areas that neither query nor mutate, and why. */
const otherHooks: Record<string, string> = {
  useDownloadChatFile: "a chat file's bytes saved to disk, from the URL its message carries",
  useUploadChatFile: 'a function: a composer holds several uploads, each with its progress and stop',
  useUploadPortfolioImage: "a function: an item's form holds several uploads until it is saved",
  useChatStatus: "the chat socket's connection state",
  useLiveNotifications: "the chat socket's notification frames written into the cache",
};
/** Hooks that read something other than one contract call, and why. */
const otherReads: Record<string, string> = {
  useChatFileUrl: "a chat file's bytes at the URL its message carries (no contract operation)",
  useTranslatedTexts: 'several translations at once, each its own call with one contract body',
};
const contractInput = /^(NonNullable<)?CallInput<typeof[\w.]+>\['(query|params)'\]>?$/;
const contractPages = /^PagesQuery<typeof[\w.]+>$/;

const operationByFile = new Map(
  Object.values(operations).map((operation) => [
    operation.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
    operation,
  ]),
);

type Hook = { name: string; file: string; node: ts.SignatureDeclaration; source: ts.SourceFile };

const calling =
  (names: Set<string>) =>
  (node: ts.Node): boolean => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && names.has(node.expression.text))
      return true;
    return ts.forEachChild(node, calling(names)) ?? false;
  };
const callsQuery = calling(queryCalls);
const callsMutation = calling(mutationCalls);

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** Every exported `use…` function of a source. */
function exportedHooksOf(file: string, text = readFileSync(file, 'utf8')): Hook[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const hooks: Hook[] = [];
  for (const statement of source.statements) {
    if (!isExported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name?.text.startsWith('use'))
      hooks.push({ name: statement.name.text, file, node: statement, source });
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (ts.isIdentifier(declaration.name) && declaration.name.text.startsWith('use') && init)
          if (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
            hooks.push({ name: declaration.name.text, file, node: init, source });
      }
  }
  return hooks;
}

/** The query hooks of a source. */
const hooksOf = (file: string, text?: string) =>
  exportedHooksOf(file, text).filter((hook) => callsQuery(hook.node));

/**
 * What is wrong with a mutation hook, or '': it takes no input of its own, and a `mutationFn` of
 * its file (mutation options of its own, not useOperationMutation's) takes the contract's input.
 */
function mutationShapeProblem(hook: Hook): string {
  if (hook.node.parameters.length > 0)
    return `takes "${hook.node.parameters.map((parameter) => parameter.getText(hook.source)).join(', ')}"`;
  const problems: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(hook.source) === 'mutationFn' &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      const [input] = node.initializer.parameters;
      const type = input?.type?.getText(hook.source).replace(/\s+/g, '') ?? '';
      if (!/^(MutationInput|CallInput)<typeof\w+>$/.test(type))
        problems.push(`its mutationFn takes "${input?.getText(hook.source) ?? 'nothing'}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(hook.source);
  return problems.join('; ');
}

/** The type a parameter is declared with, the type aliases of its file written out, without spaces. */
function declaredType(type: ts.TypeNode, source: ts.SourceFile): string {
  const aliases = new Map(
    source.statements
      .filter(ts.isTypeAliasDeclaration)
      .map((alias) => [alias.name.text, alias.type.getText(source)] as const),
  );
  let text = type.getText(source);
  for (let depth = 0; depth < 5; depth++)
    text = text.replace(/\b[A-Z]\w*\b/g, (name) => aliases.get(name) ?? name);
  return text.replace(/\s+/g, '');
}

/** What is wrong with a hook's parameters, or '' when it has the one shape. */
function shapeProblem(hook: Hook): string {
  const parameters = [...hook.node.parameters];
  const last = parameters.at(-1);
  if (last?.type?.getText(hook.source) === 'QueryHookOptions') parameters.pop();
  const operation = operationByFile.get(path.basename(hook.file, '.ts'));
  const takesInput = Boolean(operation?.query || operation?.params);
  if (parameters.length > 1) return `takes ${parameters.length} inputs besides its options`;
  const [input] = parameters;
  if (!input) return takesInput ? `takes no input while ${operation!.name} has a query or params` : '';
  if (!input.type) return `its input "${input.name.getText(hook.source)}" has no declared type`;
  const type = declaredType(input.type, hook.source);
  if (contractInput.test(type) || contractPages.test(type)) return '';
  return `takes "${input.name.getText(hook.source)}: ${type}", not the contract's input object`;
}

function sourceFiles(): string[] {
  return readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !notAreas.has(entry.name))
    .flatMap((area) =>
      readdirSync(path.join(src, area.name))
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => path.join(src, area.name, name)),
    );
}

const allHooks = sourceFiles().flatMap((file) => exportedHooksOf(file));
const hooks = allHooks.filter((hook) => callsQuery(hook.node));
const mutationHooks = allHooks.filter((hook) => !callsQuery(hook.node) && callsMutation(hook.node));

describe('query hooks', () => {
  it('are found in the areas (the scan reads the hooks it checks)', () => {
    expect(hooks.map((hook) => hook.name)).toEqual(
      expect.arrayContaining([
        'useFetchDispute',
        'useFetchTimesheet',
        'useFetchProjectPages',
        'useFetchProfile',
      ]),
    );
    expect(hooks.length).toBeGreaterThan(50);
  });

  it.each(hooks.filter((hook) => !(hook.name in otherReads)).map((hook) => [hook.name, hook] as const))(
    '%s takes the contract input object, then its options',
    (_name, hook) => {
      expect(shapeProblem(hook)).toBe('');
    },
  );

  it('tells an id argument or a missing input from the contract input object', () => {
    const file = path.join(src, 'dispute/fetch-dispute.ts');
    const byId = `export const useFetchDispute = (disputeId: string, options: QueryHookOptions = {}) =>
      useQuery({ ...fetchDisputeQueryOptions(useApiClient(), disputeId), ...options });`;
    const withoutInput = `export function useFetchDispute() { return useQuery(fetchDisputeQueryOptions(useApiClient())); }`;
    const [idHook] = hooksOf(file, byId);
    const [bareHook] = hooksOf(file, withoutInput);
    expect(shapeProblem(idHook!)).toBe(`takes "disputeId: string", not the contract's input object`);
    expect(shapeProblem(bareHook!)).toBe('takes no input while fetchDispute has a query or params');
  });
});

describe('mutation hooks', () => {
  it('are found in the areas, and every other hook there is a query hook or named with its reason', () => {
    expect(mutationHooks.map((hook) => hook.name)).toEqual(
      expect.arrayContaining(['useOpenDispute', 'useUpdateAcceptingRequest', 'useStreamLabReply']),
    );
    expect(mutationHooks.length).toBeGreaterThan(100);
    const unclassified = allHooks
      .filter((hook) => !callsQuery(hook.node) && !callsMutation(hook.node))
      .map((hook) => hook.name);
    expect(unclassified.toSorted()).toEqual(Object.keys(otherHooks).toSorted());
  });

  it.each(mutationHooks.map((hook) => [hook.name, hook] as const))(
    '%s takes nothing; mutate takes the contract input object',
    (_name, hook) => {
      expect(mutationShapeProblem(hook)).toBe('');
    },
  );

  it('tells an input of its own or a mutationFn of its own shape from the contract input object', () => {
    const file = path.join(src, 'user/update-accepting-request.ts');
    const byId = `export const useCloseProject = (projectId: string) => useOperationMutation(closeProject);`;
    const ownShape = `const options = () => mutationOptions({ mutationFn: async (accepting: boolean) => call(accepting) });
      export function useUpdateAcceptingRequest() { return useMutation(options()); }`;
    const [idHook] = exportedHooksOf(file, byId);
    const [ownHook] = exportedHooksOf(file, ownShape);
    expect(mutationShapeProblem(idHook!)).toBe('takes "projectId: string"');
    expect(mutationShapeProblem(ownHook!)).toBe('its mutationFn takes "accepting: boolean"');
  });
});
