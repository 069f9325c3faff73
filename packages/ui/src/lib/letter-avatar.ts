/** Background colours for generated avatars; white text on each passes WCAG AA. */
const palette = ['#1d6b4f', '#1f5fa8', '#7a3fb0', '#a23a6b', '#9a4a12', '#0f6b78', '#4b5563', '#3f5f1c'];

/** The spec's letter: the first character of the email, upper-cased ("?" when there is none). */
export function avatarLetter(email: string): string {
  const first = Array.from(email.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}

export function avatarColour(email: string): string {
  let hash = 0;
  for (const char of email.toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return palette[hash % palette.length]!;
}

export type LetterAvatarOptions = { size?: number; scale?: number; font?: string };

/**
 * Draws the spec's generated avatar: a filled circle with the email's first letter, drawn at
 * `size` CSS pixels on a canvas `scale` times larger (50 px at 2x by default) so it stays sharp
 * on high-density screens. Returns a PNG data URL.
 */
export function drawLetterAvatar(
  email: string,
  { size = 50, scale = 2, font = "600 {px}px Inter, 'Noto Sans SC', sans-serif" }: LetterAvatarOptions = {},
): string {
  const canvas = document.createElement('canvas');
  canvas.width = size * scale;
  canvas.height = size * scale;
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.scale(scale, scale);
  context.fillStyle = avatarColour(email);
  context.beginPath();
  context.arc(size / 2, size / 2, size / 2, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#ffffff';
  context.font = font.replace('{px}', String(Math.round(size * 0.46)));
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(avatarLetter(email), size / 2, size / 2 + size * 0.03);
  return canvas.toDataURL('image/png');
}
