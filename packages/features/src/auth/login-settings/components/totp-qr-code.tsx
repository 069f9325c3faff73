import { create } from 'qrcode';

/**
 * The otpauth address as a QR code, drawn as SVG squares by React: no markup string and no data URL
 * (Trusted Types and the page's image policy stay as they are).
 */
export function TotpQrCode({ value, label }: { value: string; label: string }) {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const margin = 4;
  const squares: string[] = [];
  for (let row = 0; row < size; row += 1)
    for (let column = 0; column < size; column += 1)
      if (modules.get(row, column)) squares.push(`M${column + margin} ${row + margin}h1v1h-1z`);
  const box = size + margin * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${box} ${box}`}
      className="size-44 rounded-md bg-white"
      shapeRendering="crispEdges"
    >
      <path d={squares.join('')} fill="#000" />
    </svg>
  );
}
