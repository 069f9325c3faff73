type ScriptUrlPolicy = { createScriptURL(input: string): unknown };
type TrustedTypesFactory = {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy;
};

let policy: ScriptUrlPolicy | undefined;

/**
 * The dev box worker's address for `new Worker`, which takes only a TrustedScriptURL where the page
 * enforces Trusted Types, as the web app does (decision 0718). The policy passes this one script and
 * nothing else; its name is one of the few the page's policy allows.
 */
export function trustedWorkerUrl(url: string): string | URL {
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!trustedTypes) return url;
  policy ??= trustedTypes.createPolicy('lancer-dev-box-worker', {
    createScriptURL: (input) => {
      if (input !== url) throw new TypeError(`Only the dev box's worker may be started, not ${input}`);
      return input;
    },
  });
  // A TrustedScriptURL is what the browser checks; TypeScript's Worker type does not know it.
  return policy.createScriptURL(url) as string;
}
