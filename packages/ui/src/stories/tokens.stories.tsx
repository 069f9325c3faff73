import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import {
  ColourTokens,
  colourNames,
  jsonColour,
  MotionTokens,
  RadiusAndShadows,
  shadows,
  shadowsInJson,
  SpacingScale,
  TypeScale,
  typeSteps,
  typeStepsInJson,
} from './tokens';

const meta = { title: 'UI/Tokens', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * CSS text as written in the source: a built Storybook serves minified CSS ("oklch(45% .16 150)"
 * for "oklch(0.45 0.16 150)", ".2s" for "200ms"), and the pages show what the browser reads, so the
 * plays put the numbers back in source form before comparing.
 */
const unminified = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/oklch\(([\d.]+)%/g, (_, percent: string) => `oklch(${Number(percent) / 100}`)
    .replace(/(^|[^\d.])\.(\d)/g, '$10.$2')
    .replace(/(\d*\.?\d+)s\b/g, (_, seconds: string) => `${Math.round(Number(seconds) * 1000)}ms`);

const readsLive = (canvasElement: HTMLElement, name: string, expected: RegExp) =>
  waitFor(() =>
    expect(unminified(canvasElement.querySelector(`[data-token="${name}"]`)?.textContent)).toMatch(expected),
  );

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const firstCode = (canvasElement: HTMLElement) =>
  unminified(canvasElement.querySelector('code')?.textContent);

export const Colours: Story = {
  render: () => <ColourTokens />,
  play: async ({ canvasElement }) => {
    // Every colour of tokens.json is on the page with the JSON's value: the CSS is generated from it
    // (no value written here, so a changed token that was regenerated changes the picture only).
    for (const name of colourNames)
      await readsLive(canvasElement, name, new RegExp(escape(jsonColour('light', name))));
  },
};

export const ColoursDark: Story = {
  globals: { theme: 'dark' },
  render: () => <ColourTokens />,
  play: async ({ canvasElement }) => {
    // The same page, read again under .dark: the values change with the theme.
    await expect(jsonColour('dark', 'primary')).not.toBe(jsonColour('light', 'primary'));
    for (const name of colourNames)
      await readsLive(canvasElement, name, new RegExp(escape(jsonColour('dark', name))));
  },
};

export const Type: Story = {
  render: () => <TypeScale />,
  play: async ({ canvasElement }) => {
    await expect(typeSteps).toEqual(typeStepsInJson);
    await waitFor(() => expect(firstCode(canvasElement)).toMatch(/text-xs · 12px/));
    // Chinese body text gets more leading than Latin at the same size.
    const sm = canvasElement.querySelector('[data-step="text-sm"]');
    await expect(sm?.querySelector('[data-metrics="latin"]')).toHaveTextContent('14px / 20px');
    await expect(sm?.querySelector('[data-metrics="chinese"]')).toHaveTextContent('14px / 22px');
  },
};

export const Spacing: Story = {
  render: () => <SpacingScale />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(firstCode(canvasElement)).toMatch(/--spacing: 0\.25rem/));
  },
};

export const RadiusShadows: Story = {
  render: () => <RadiusAndShadows />,
  play: async ({ canvasElement }) => {
    await expect(shadows).toEqual(shadowsInJson);
    await waitFor(() => expect(firstCode(canvasElement)).toMatch(/--radius: 0\.625rem/));
  },
};

export const Motion: Story = {
  render: () => <MotionTokens />,
  play: async ({ canvasElement }) => {
    await readsLive(canvasElement, 'duration-normal', /200ms/);
  },
};
