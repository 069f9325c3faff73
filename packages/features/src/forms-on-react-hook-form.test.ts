import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every form on react-hook-form with the contract's schema (decision 1140): a file that renders a
 * <form> calls useForm. Read with the TypeScript parser. A search box (role="search") filters a
 * list and sends nothing, so it is no form in this sense. A frame (FormDialog; the lab's PromptForm
 * and SendForm) is the <form> its callers' handleSubmit goes into: each file that imports a frame
 * calls useForm, or takes its caller's form (UseFormReturn) to pass on.
 */
const src = import.meta.dirname;
const frames = new Set(['components/form-dialog.tsx', 'lab/components/prompt-form.tsx']);
/**
 * Forms kept outside react-hook-form, each with its reason; the list only shrinks: a file moved
 * onto useForm fails the last test until it is taken out.
 */
const keptOff: Record<string, string> = {
  'auth/signin/components/email-step.tsx':
    "/signin's first step loads neither zod nor react-hook-form (decision 0710): the page's first " +
    'load is 154.3 kB of its 156 kB budget, and react-hook-form alone is 16 kB gzipped',
};

function screenFiles(folder = src): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : screenFiles(full);
    return /\.tsx$/.test(entry.name) && !/\.(stories|test)\.tsx$/.test(entry.name) ? [full] : [];
  });
}

type Found = { forms: number; searches: number; callsUseForm: boolean };

/** The <form> elements of a source (and how many are search boxes), and whether it calls useForm. */
function formsOf(fileName: string, text: string): Found {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Found = { forms: 0, searches: 0, callsUseForm: false };
  const visit = (node: ts.Node) => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      node.tagName.getText(source) === 'form'
    ) {
      found.forms += 1;
      const role = node.attributes.properties.find(
        (attribute) => ts.isJsxAttribute(attribute) && attribute.name.getText(source) === 'role',
      );
      if (role && ts.isJsxAttribute(role) && role.initializer?.getText(source) === '"search"')
        found.searches += 1;
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'useForm')
      found.callsUseForm = true;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const outside = screenFiles()
  .map((file) => path.relative(src, file).split(path.sep).join('/'))
  .filter((file) => {
    const found = formsOf(file, readFileSync(path.join(src, file), 'utf8'));
    return found.forms > found.searches && !found.callsUseForm && !frames.has(file);
  });

describe('forms', () => {
  it('are on react-hook-form (useForm), but for those kept off with a reason', () => {
    expect(outside.filter((file) => !(file in keptOff))).toEqual([]);
  });

  it("in a frame are the callers' forms on react-hook-form (useForm)", () => {
    const frameImport = new RegExp(
      `from '[^']*/(${[...frames].map((frame) => path.basename(frame, '.tsx')).join('|')})'`,
    );
    const callers = screenFiles()
      .map((file) => ({ file: path.relative(src, file), text: readFileSync(file, 'utf8') }))
      .filter(({ text }) => frameImport.test(text));
    expect(callers.length).toBeGreaterThan(frames.size);
    const onUseForm = ({ file, text }: { file: string; text: string }) =>
      formsOf(file, text).callsUseForm || /\bUseFormReturn\b/.test(text);
    expect(callers.filter((caller) => !onUseForm(caller)).map(({ file }) => file)).toEqual([]);
  });

  it('kept off are still outside react-hook-form (the list only shrinks)', () => {
    expect(Object.keys(keptOff).filter((file) => !outside.includes(file))).toEqual([]);
  });

  it('are told apart: a useState form, a search box, a form on useForm', () => {
    const useStateForm = `export function F() { const [a, setA] = useState('');
      return <form onSubmit={() => send(a)}><input value={a} /></form>; }`;
    const search = `export const S = () => <form role="search" onSubmit={go}><input /></form>;`;
    const onUseForm = `export function G() { const form = useForm({ resolver }); return <form onSubmit={form.handleSubmit(send)} />; }`;
    expect(formsOf('f.tsx', useStateForm)).toEqual({ forms: 1, searches: 0, callsUseForm: false });
    expect(formsOf('s.tsx', search)).toEqual({ forms: 1, searches: 1, callsUseForm: false });
    expect(formsOf('g.tsx', onUseForm)).toEqual({ forms: 1, searches: 0, callsUseForm: true });
  });
});
