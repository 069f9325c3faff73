import { useEffect, useState } from 'react';

import type { Sandbox } from '@lancer/api/schemas/site';
import { readSandbox } from '@lancer/api/site/sandbox-calls';

/** Asked once per page load, then known to every layout (the server's mode does not change). */
let asked: Promise<Sandbox | null> | undefined;
let known: Sandbox | null = null;

/**
 * What the API only pretends (decision 1000), for the sandbox banner. Read after the page is on
 * screen, with a plain fetch (no zod, no query client on a public page's first load); null until
 * then and when the API cannot say, so a prerendered page hydrates as it was rendered.
 */
export function useSandbox(): Sandbox | null {
  const [sandbox, setSandbox] = useState(known);
  useEffect(() => {
    let mounted = true;
    asked ??= readSandbox().then((answer) => (known = answer));
    void asked.then((answer) => mounted && setSandbox(answer));
    return () => {
      mounted = false;
    };
  }, []);
  return sandbox;
}
