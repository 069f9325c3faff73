import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';

import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/card';
import { Input } from '../components/input';

/**
 * Theming in one place (the Theming docs page): the brand colour and the radius are two CSS
 * variables; set them on :root (or any element) and every component follows. Change them with the
 * controls.
 */
function ThemePreview({ brand, radius }: { brand: string; radius: string }) {
  const theme = { '--primary': brand, '--ring': brand, '--radius': radius } as CSSProperties;
  return (
    <div style={theme} data-testid="themed" className="grid max-w-md gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Logo for a bakery</CardTitle>
          <CardDescription>Grace Hopper · $500 · 3 milestones</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <Input aria-label="Message" defaultValue="Ada Lovelace, can you start Monday?" />
          <div className="flex items-center gap-2">
            <Button>Hire</Button>
            <Button variant="outline">Save draft</Button>
            <Badge>New</Badge>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

const meta = {
  title: 'UI/Theming',
  component: ThemePreview,
  args: { brand: 'oklch(0.45 0.16 150)', radius: '0.625rem' },
  argTypes: { brand: { control: 'color' }, radius: { control: 'text' } },
} satisfies Meta<typeof ThemePreview>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The tokens as shipped: Lancer green, 0.625rem. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const hire = within(canvasElement).getByRole('button', { name: 'Hire' });
    await expect(getComputedStyle(hire).borderTopLeftRadius).toBe('8px');
  },
};

/** Another brand: an indigo primary and rounder corners, from two values. */
export const BrandAndRadius: Story = {
  args: { brand: 'oklch(0.5 0.2 275)', radius: '1rem' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hire = canvas.getByRole('button', { name: 'Hire' });
    // rounded-md is the radius less 2px: 16px - 2px.
    await expect(getComputedStyle(hire).borderTopLeftRadius).toBe('14px');
    const brand = getComputedStyle(canvas.getByTestId('themed')).getPropertyValue('--primary');
    await expect(brand).toBe('oklch(0.5 0.2 275)');
  },
};
