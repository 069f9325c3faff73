import { Avatar as AvatarPrimitive } from 'radix-ui';
import { useEffect, useState } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { avatarColour, avatarLetter, drawLetterAvatar } from '../lib/letter-avatar';

export type AvatarProps = Omit<React.ComponentProps<typeof AvatarPrimitive.Root>, 'children'> & {
  /** The user's picture; when missing or broken, the generated letter circle is shown. */
  src?: string | null;
  /** Used for the generated letter and colour. */
  email: string;
  /** Accessible name of the picture (the user's name, else the email). */
  alt?: string;
  /** Displayed size in CSS pixels (the spec draws 50 px at 2x). */
  size?: number;
  /** A small slot at the bottom-right corner, e.g. the service-provider toggle. */
  badge?: React.ReactNode;
};

function useLetterAvatar(email: string, size: number) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const px = Math.round(size * 0.46);
    // Draw once the face is loaded, so the letter never falls back to a system font.
    void document.fonts
      .load(`600 ${px}px Inter`)
      .catch(() => undefined)
      .then(() => {
        if (live) setUrl(drawLetterAvatar(email, { size, scale: 2 }));
      });
    return () => {
      live = false;
    };
  }, [email, size]);
  return url;
}

export function Avatar({ src, email, alt, size = 50, badge, className, style, ...props }: AvatarProps) {
  const letterUrl = useLetterAvatar(email, size);
  const name = alt ?? email;
  return (
    <span
      data-slot="avatar-wrapper"
      className="relative inline-flex shrink-0"
      style={{ width: size, height: size }}
    >
      <AvatarPrimitive.Root
        data-slot="avatar"
        className={cn('relative flex size-full shrink-0 overflow-hidden rounded-full', className)}
        style={style}
        {...props}
      >
        {src && (
          <AvatarPrimitive.Image
            data-slot="avatar-image"
            src={src}
            alt={name}
            className="aspect-square size-full object-cover"
          />
        )}
        <AvatarPrimitive.Fallback
          data-slot="avatar-fallback"
          delayMs={src ? 300 : 0}
          className="flex size-full items-center justify-center rounded-full"
          style={{ backgroundColor: avatarColour(email) }}
        >
          {letterUrl ? (
            <img src={letterUrl} alt={name} width={size} height={size} className="size-full" />
          ) : (
            <span
              // A decorative avatar (alt "") is hidden from assistive technology, as its <img alt=""> is.
              {...(name ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
              className="font-semibold text-white"
              style={{ fontSize: size * 0.46 }}
            >
              {avatarLetter(email)}
            </span>
          )}
        </AvatarPrimitive.Fallback>
      </AvatarPrimitive.Root>
      {badge && (
        <span data-slot="avatar-badge" className="absolute -right-0.5 -bottom-0.5 flex">
          {badge}
        </span>
      )}
    </span>
  );
}
