import { useEffect, useState } from 'react';

import { cn } from '../lib/cn';

export type NavigationProgressProps = {
  /** A page change is under way (the router's navigation state). */
  active: boolean;
  /** What a screen reader announces, e.g. "Loading the page". */
  label: string;
  /** Shown only after this long, so a quick page change does not flash it (ms). */
  delayMs?: number;
};

type Phase = 'hidden' | 'shown' | 'grown';

/**
 * A thin bar along the top of the window while a page change waits (a lazy page's code, a loader).
 * It grows towards 85 % by a CSS transition alone (no keyframes: nothing to add to the tokens), and
 * goes as soon as the change ends. Under reduced motion it stands still.
 */
export function NavigationProgress({ active, label, delayMs = 150 }: NavigationProgressProps) {
  const [phase, setPhase] = useState<Phase>('hidden');
  if (!active && phase !== 'hidden') setPhase('hidden');
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const timer = window.setTimeout(() => {
      setPhase('shown');
      // The next frame, once the bar is on screen at 0 %: the width change is then a transition.
      frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => setPhase('grown'))));
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [active, delayMs]);
  if (!active || phase === 'hidden') return null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuetext={label}
      data-slot="navigation-progress"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5"
    >
      <div
        className={cn(
          'h-full bg-primary transition-[width] duration-[4000ms] ease-out motion-reduce:transition-none',
          phase === 'grown' ? 'w-[85%]' : 'w-0',
        )}
      />
    </div>
  );
}
