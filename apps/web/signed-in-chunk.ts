import path from 'node:path';

import { build, type Plugin, type Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;
type RolldownOutput = Rolldown.RolldownOutput;

/**
 * The code only a signed-in page loads, in one chunk (decision 1940). Left to Rolldown, the
 * signed-in layout, the eager pages and the signed-in routes came as some hundred files: Vite's
 * preload helper added a link for each in one long task, and each module was evaluated on its own.
 *
 * Which modules those are is read from a first build of the same app without the group (a probe,
 * not written): a module is a guest's when a chunk a guest can load holds it (the entry and every
 * public page, with what they import statically or on demand, short of the three signed-in roots).
 * The module graph alone cannot say it: a barrel such as lucide-react's or radix-ui's lists every
 * icon and primitive, while a page keeps only the few it uses. The group then takes every module
 * the roots' chunks load statically that is not a guest's, and no dependency of its own accord: so
 * nothing a public page loads moves, and the group imports only chunks a guest can load, which never
 * import it. The roots keep chunks of their own (each is imported on demand). The real build checks
 * both (`checkSignedInChunk`) and fails rather than ship a chunk cycle, which evaluated a component
 * as `undefined` in an earlier attempt (decision 1930).
 */
const PROBE = 'LANCER_SIGNED_IN_PROBE';
const SIGNED_IN_CHUNK = 'signed-in';

export const isSignedInProbe = () => process.env[PROBE] === '1';

export function signedInChunk(root: string, configFile: string) {
  const roots = new Set(
    ['src/app/layouts/app-layout.tsx', 'src/app/eager-pages.ts', 'src/app/signed-in-routes.tsx'].map((file) =>
      path.resolve(root, file),
    ),
  );
  const members = new Set<string>();

  const probe = async () => {
    process.env[PROBE] = '1';
    let output: RolldownOutput | RolldownOutput[];
    try {
      output = (await build({
        root,
        configFile,
        logLevel: 'silent',
        build: { write: false, emptyOutDir: false },
      })) as RolldownOutput | RolldownOutput[];
    } finally {
      delete process.env[PROBE];
    }
    const chunks = (Array.isArray(output) ? output : [output])
      .flatMap(({ output: files }) => files)
      .filter((file): file is OutputChunk => file.type === 'chunk');
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const isRoot = (chunk: OutputChunk) => !!chunk.facadeModuleId && roots.has(chunk.facadeModuleId);
    const walk = (start: OutputChunk[], dynamic: boolean) => {
      const seen = new Set<OutputChunk>();
      const queue = [...start];
      for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
        if (seen.has(chunk)) continue;
        seen.add(chunk);
        for (const name of [...chunk.imports, ...(dynamic ? chunk.dynamicImports : [])]) {
          const next = byName.get(name);
          if (next && !(dynamic && isRoot(next))) queue.push(next);
        }
      }
      return seen;
    };
    const guests = new Set(
      [
        ...walk(
          chunks.filter((chunk) => chunk.isEntry),
          true,
        ),
      ].flatMap((chunk) => chunk.moduleIds),
    );
    members.clear();
    for (const chunk of walk(chunks.filter(isRoot), false))
      for (const id of chunk.moduleIds) if (!guests.has(id) && !roots.has(id)) members.add(id);
  };

  const plugin: Plugin = {
    name: 'lancer-signed-in-chunk',
    apply: 'build',
    async buildStart() {
      if (!isSignedInProbe()) await probe();
    },
    generateBundle(_options, bundle) {
      if (isSignedInProbe()) return;
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      checkSignedInChunk(chunks, roots);
    },
  };
  const group = {
    name: SIGNED_IN_CHUNK,
    test: (id: string) => !isSignedInProbe() && members.has(id),
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}

/** Fails the build when a guest's chunk imports the signed-in one, or when it imports a chunk that imports it. */
function checkSignedInChunk(chunks: OutputChunk[], roots: Set<string>) {
  const group = chunks.find((chunk) => chunk.name === SIGNED_IN_CHUNK);
  if (!group) throw new Error('The signed-in chunk was not made (decision 1940)');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const staticClosure = (start: OutputChunk) => {
    const seen = new Set<OutputChunk>();
    const queue = start.imports.map((name) => byName.get(name)!);
    for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      queue.push(...chunk.imports.map((name) => byName.get(name)!));
    }
    return seen;
  };
  if (staticClosure(group).has(group))
    throw new Error(`The signed-in chunk imports a chunk that imports it: a cycle (decision 1940)`);
  const signedIn = new Set<OutputChunk>([group]);
  for (const chunk of chunks)
    if (chunk.facadeModuleId && roots.has(chunk.facadeModuleId)) signedIn.add(chunk);
  // What a guest can load: the entry's chunks and every chunk they import on demand, short of the roots.
  const queue = chunks.filter((chunk) => chunk.isEntry);
  const guests = new Set<OutputChunk>();
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (guests.has(chunk) || signedIn.has(chunk)) continue;
    guests.add(chunk);
    queue.push(...[...chunk.imports, ...chunk.dynamicImports].map((name) => byName.get(name)!));
  }
  const offender = [...guests].find((chunk) => chunk.imports.includes(group.fileName));
  if (offender)
    throw new Error(
      `${offender.fileName}, which a guest can load, imports the signed-in chunk (decision 1940)`,
    );
}
