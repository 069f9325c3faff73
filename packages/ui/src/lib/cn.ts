import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Merges class names; later Tailwind utilities win, so a caller's className always comes last. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
