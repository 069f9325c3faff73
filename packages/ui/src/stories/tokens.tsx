import { useRef } from 'react';

import { cssVar, useComputed } from './use-css-value';

const pairs = [
  ['background', 'foreground'],
  ['card', 'card-foreground'],
  ['popover', 'popover-foreground'],
  ['primary', 'primary-foreground'],
  ['secondary', 'secondary-foreground'],
  ['muted', 'muted-foreground'],
  ['accent', 'accent-foreground'],
  ['destructive', 'destructive-foreground'],
  ['success', 'success-foreground'],
  ['warning', 'warning-foreground'],
  ['info', 'info-foreground'],
] as const;

const singles = ['border', 'input', 'ring', 'chart-1', 'chart-2', 'chart-3', 'chart-4', 'chart-5'] as const;

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

const typeSteps = ['text-xs', 'text-sm', 'text-base', 'text-lg', 'text-xl', 'text-2xl', 'text-3xl'] as const;

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
    <ul className="grid gap-3">
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
const shadows = ['shadow-xs', 'shadow-sm', 'shadow-md', 'shadow-lg'] as const;

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

const motion = ['duration-fast', 'duration-normal', 'duration-slow', 'ease-standard'] as const;

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
