/**
 * A QR code as an SVG picture: `uqr` encodes the text into a matrix of modules, and the picture
 * is one path of unit squares (black on white, with the quiet zone the standard asks for), so
 * it stays sharp at any size a projector gives it. The picture's name is the address it holds.
 */
import { useMemo } from 'react';
import { encode } from 'uqr';

/** Modules of white margin around the code (ISO/IEC 18004 asks for four). */
const QUIET_ZONE = 4;

/** The SVG path of the dark modules, one `h1v1h-1z` square each. */
function modulesPath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return parts.join('');
}

export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { path, size } = useMemo(() => {
    // Medium error correction: a projected code photographed from a seat is rarely perfect.
    const { data } = encode(text, { ecc: 'M', border: QUIET_ZONE });
    return { path: modulesPath(data), size: data.length };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className={className}
      shapeRendering="crispEdges"
      data-testid="hall-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
