import { useRef } from 'react';

import tokens from '../tokens/tokens.json';
import { cssVar, useComputed } from './use-css-value';

/*
 * The names on these pages come from the tokens' one source, src/tokens/tokens.json (decision
 * 1700); the values beside them are read live from the page's CSS, which is generated from it.
 */
const names = (group: object) => Object.keys(group).filter((key) => !key.startsWith('$'));
const colours = names(tokens.color.light);
/** A surface's text colour: `x-foreground`, and plain `foreground` on the page's `background`. */
const textOn = (name: string) => (name === 'background' ? 'foreground' : `${name}-foreground`);
const pairs = colours
  .filter((name) => colours.includes(textOn(name)))
  .map((name) => [name, textOn(name)] as const);
const singles = colours.filter((name) => !pairs.some((pair) => pair.includes(name)));

/** A colour token's value as tokens.json gives it, in the CSS the generator writes. */
export const jsonColour = (mode: 'light' | 'dark', name: string) => {
  const { components } = (tokens.color[mode] as Record<string, { $value: { components: number[] } }>)[name]!
    .$value;
  return `oklch(${components.join(' ')})`;
};

export const colourNames = colours;

function VarValue({ name }: { name: string }) {
  const value = useComputed(() => cssVar(`--${name}`), '');
  return (
    <code data-token={name} className="text-xs text-muted-foreground">
      --{name}: {value}
    </code>
  );
}

/** Every colour pair, painted with the pair itself (text on its background), values read live. */
export function ColourTokens() {
  return (
    <div className="grid gap-6">
      <ul className="grid gap-3 sm:grid-cols-2">
        {pairs.map(([bg, fg]) => (
          <li key={bg} className="overflow-hidden rounded-lg border">
            <div
              className="px-4 py-3 text-sm font-medium"
              style={{ background: `var(--${bg})`, color: `var(--${fg})` }}
            >
              {bg} / {fg} · 文字 Aa
            </div>
            <div className="grid gap-0.5 bg-background px-4 py-2">
              <VarValue name={bg} />
              <VarValue name={fg} />
            </div>
          </li>
        ))}
      </ul>
      <ul className="grid gap-3 sm:grid-cols-4">
        {singles.map((name) => (
          <li key={name} className="grid gap-1">
            <span aria-hidden className="h-10 rounded-md border" style={{ background: `var(--${name})` }} />
            <VarValue name={name} />
          </li>
        ))}
      </ul>
    </div>
  );
}

// Written out, not built from the JSON: Tailwind generates only the classes it finds in the
// sources. The Type and Radius & shadows plays check these lists against tokens.json.
export const typeSteps = [
  'text-xs',
  'text-sm',
  'text-base',
  'text-lg',
  'text-xl',
  'text-2xl',
  'text-3xl',
  'text-4xl',
  'text-5xl',
];
export const typeStepsInJson = names(tokens.text).map((step) => `text-${step}`);

const metricsOf = (element: HTMLElement | null) => {
  if (!element) return '';
  const style = getComputedStyle(element);
  return `${style.fontSize} / ${style.lineHeight}`;
};

function TypeRow({ step }: { step: string }) {
  const latin = useRef<HTMLParagraphElement>(null);
  const chinese = useRef<HTMLParagraphElement>(null);
  const latinMetrics = useComputed(() => metricsOf(latin.current), '');
  const chineseMetrics = useComputed(() => metricsOf(chinese.current), '');
  return (
    <li className="grid gap-1 border-b pb-3" data-step={step}>
      <code className="text-xs text-muted-foreground">
        {step} · <span data-metrics="latin">{latinMetrics}</span> · 中文{' '}
        <span data-metrics="chinese">{chineseMetrics}</span>
      </code>
      <p ref={latin} className={step}>
        Hire the right freelancer
      </p>
      <p ref={chinese} lang="zh-CN" className={step}>
        找到合适的自由职业者
      </p>
    </li>
  );
}

/** The type scale, each step set in Latin and in Chinese (which gets more leading), with its size and line height read live. */
export function TypeScale() {
  return (
    <ul className="grid gap-x-8 gap-y-3 lg:grid-cols-2">
      {typeSteps.map((step) => (
        <TypeRow key={step} step={step} />
      ))}
    </ul>
  );
}

const spacingSteps = [1, 2, 3, 4, 6, 8, 12, 16] as const;

export function SpacingScale() {
  const unit = useComputed(() => cssVar('--spacing'), '');
  return (
    <div className="grid gap-2">
      <code className="text-xs text-muted-foreground">--spacing: {unit}</code>
      <ul className="grid gap-2">
        {spacingSteps.map((n) => (
          <li key={n} className="flex items-center gap-3">
            <code className="w-10 text-xs text-muted-foreground">{n}</code>
            <span
              aria-hidden
              className="h-3 rounded-sm bg-primary"
              style={{ width: `calc(var(--spacing) * ${n})` }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

const radii = ['rounded-sm', 'rounded-md', 'rounded-lg', 'rounded-xl', 'rounded-full'] as const;
export const shadows = ['shadow-xs', 'shadow-sm', 'shadow-md', 'shadow-lg', 'shadow-xl', 'shadow-2xl'];
export const shadowsInJson = names(tokens.shadow).map((step) => `shadow-${step}`);

function Sample({
  className,
  name,
  property,
}: {
  className: string;
  name: string;
  property: 'borderRadius' | 'boxShadow';
}) {
  const ref = useRef<HTMLDivElement>(null);
  const value = useComputed(() => (ref.current ? getComputedStyle(ref.current)[property] : ''), '');
  return (
    <li className="grid justify-items-center gap-2">
      <div ref={ref} aria-hidden className={`size-16 border bg-card ${className}`} />
      <code className="text-xs">{name}</code>
      <code className="max-w-32 truncate text-xs text-muted-foreground" title={value}>
        {value}
      </code>
    </li>
  );
}

/** One radius scale, all derived from --radius; and the shadow steps. */
export function RadiusAndShadows() {
  const radius = useComputed(() => cssVar('--radius'), '');
  return (
    <div className="grid gap-6">
      <code className="text-xs text-muted-foreground">--radius: {radius}</code>
      <ul className="flex flex-wrap gap-6">
        {radii.map((r) => (
          <Sample key={r} className={r} name={r} property="borderRadius" />
        ))}
      </ul>
      <ul className="flex flex-wrap gap-6">
        {shadows.map((s) => (
          <Sample key={s} className={`rounded-md ${s}`} name={s} property="boxShadow" />
        ))}
      </ul>
    </div>
  );
}

const motion = [
  ...names(tokens.duration).map((step) => `duration-${step}`),
  ...names(tokens.ease).map((step) => `ease-${step}`),
];

export function MotionTokens() {
  const reduced = useComputed(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches, false);
  return (
    <div className="grid gap-2">
      <ul className="grid gap-1">
        {motion.map((name) => (
          <li key={name}>
            <VarValue name={name} />
          </li>
        ))}
      </ul>
      <p className="text-sm">
        prefers-reduced-motion: <strong>{reduced ? 'reduce' : 'no-preference'}</strong>. With reduce, every
        animation and transition is cut to 0.01 ms (globals.css).
      </p>
    </div>
  );
}
