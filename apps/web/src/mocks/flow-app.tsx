import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router-dom';

import { AppLinkProvider } from '@lancer/features/navigation/app-link';

import { createMemoryAppRouter } from '../app/router';
import { RouterLink } from '../app/router-link';
import { stopFollowingOtherTabs } from '../lib/api-client';
import { afterLogout, onSessionEnd } from '../lib/session-end';
import { authStorage, useAuthStore } from '../lib/auth-store';
import { personas, prepareStart, signinAs, type Persona } from './personas';

// Each Storybook tab is its own mock world: a flow in another tab signing its persona in is no
// sign-in of this one, and must not reload this tab mid-play (decision 1141).
stopFollowingOtherTabs();

type FlowAppProps = {
  /** Who is signed in when the flow starts (Storybook's "Start as" toolbar). */
  persona: Persona;
  /** The address the flow opens at. */
  start: string;
  /** Where the other side of the flow takes over (a proposal needs a provider and a client). */
  sides?: FlowSide[];
  /** Adds what this flow needs to the seeded mock store (a job to propose on, ...). */
  seed?: () => void;
};

/** A button in the flow bar: continue as this persona at this address. */
export type FlowSide = { as: Persona; to: string };

/** Signs the persona's user in the way the sign-in screen does (SIGNIN-EFFECTS), or signs out. */
function enterAs(persona: Persona, prepare: boolean) {
  useAuthStore.getState().logout();
  const result = prepare ? prepareStart(persona) : signinAs(persona);
  if (!result) return;
  authStorage.writeTokens({ accessToken: result.access_token, refreshToken: result.refresh_token });
  useAuthStore.getState().signIn(result);
}

type FlowRouter = ReturnType<typeof createMemoryAppRouter>;

/** The router of the flow on screen, for plays that visit addresses (Flows/Routes). */
export const flowRouter: { current: FlowRouter | null } = { current: null };

/** The address the app is at: a memory router has no address bar. */
function Address({ router }: { router: FlowRouter }) {
  const location = useSyncExternalStore(router.subscribe, () => router.state.location);
  return (
    <span>
      at <code data-testid="flow-address">{location.pathname + location.search}</code>
    </span>
  );
}

/** Keeps `--flow-bar` on the flow's root at the bar's height (it wraps on a narrow frame). */
function useFrameUnderTheBar() {
  const root = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const barElement = bar.current;
    if (!barElement) return;
    const measure = () => root.current?.style.setProperty('--flow-bar', `${barElement.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(barElement);
    return () => observer.disconnect();
  }, []);
  return { root, bar };
}

/**
 * The whole web app (its real routes, guard, layouts and screens) in a memory router against the
 * stateful MSW mocks: a reviewer clicks through a flow from a chosen start. A thin bar above it
 * says who is signed in and switches sides.
 */
export function FlowApp({ persona, start, sides = [], seed }: FlowAppProps) {
  const queryClient = useQueryClient();
  const [router] = useState(() => {
    seed?.();
    enterAs(persona, true);
    const created = createMemoryAppRouter([start]);
    flowRouter.current = created;
    // LOGOUT-EFFECTS inside the story: to /home/ in the flow's router, not a reload of the frame.
    afterLogout.go = () => void created.navigate('/home/');
    return created;
  });
  const [current, setCurrent] = useState(persona);
  const frame = useFrameUnderTheBar();
  // Storybook's QueryClient stands in for the app's: a logout in the flow empties it (SESSION-END).
  useEffect(() => onSessionEnd(() => queryClient.clear()), [queryClient]);
  const switchTo = ({ as, to }: FlowSide) => {
    enterAs(as, false);
    setCurrent(as);
    queryClient.clear();
    void router.navigate(to);
  };
  return (
    <div
      data-flow-persona={current}
      ref={frame.root}
      // The app's shell is a screen tall (min-h-dvh); under the bar it is a screen less the bar, so the
      // page is as tall as its content and a picture of it stays the same however tall its frame.
      className="[&_[data-slot=app-shell]]:min-h-[calc(100dvh-var(--flow-bar))]"
    >
      <div
        ref={frame.bar}
        role="region"
        aria-label="Flow"
        className="flex flex-wrap items-center gap-2 border-b border-dashed bg-muted px-4 py-1 text-xs text-muted-foreground"
      >
        <span>
          Storybook flow, acting as: <strong>{personas[current]}</strong>
        </span>
        <Address router={router} />
        {sides
          .filter((side) => side.as !== current)
          .map((side) => (
            <button
              key={`${side.as}${side.to}`}
              type="button"
              className="rounded border bg-background px-2 py-0.5 text-foreground"
              onClick={() => switchTo(side)}
            >
              Continue as {personas[side.as]}
            </button>
          ))}
      </div>
      <AppLinkProvider value={RouterLink}>
        <RouterProvider router={router} />
      </AppLinkProvider>
    </div>
  );
}
