import type * as React from 'react';

import { Button, type ButtonProps } from './button';

export type IconButtonProps = Omit<ButtonProps, 'size' | 'children'> & {
  /** The accessible name; also shown as the native tooltip. */
  label: string;
  icon: React.ReactNode;
  size?: 'sm' | 'default';
};

/** An icon-only button that cannot be built without an accessible name. */
export function IconButton({
  label,
  icon,
  size = 'default',
  variant = 'ghost',
  className,
  ...props
}: IconButtonProps) {
  return (
    <Button
      data-slot="icon-button"
      variant={variant}
      size="icon"
      aria-label={label}
      title={label}
      className={size === 'sm' ? `size-8 ${className ?? ''}` : className}
      {...props}
    >
      {icon}
    </Button>
  );
}
