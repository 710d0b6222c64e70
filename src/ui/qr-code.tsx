/**
 * A QR code as an SVG, drawn from the module matrix of the `qrcode` library: vector shapes, so it
 * prints sharp at any size. Error correction Q (a quarter of the code may be dirty, torn or
 * behind a drop of rain and it still reads), and the standard quiet zone of four modules.
 */
import { create, type QRCodeErrorCorrectionLevel } from 'qrcode';
import { useMemo } from 'react';

/** The light margin a reader needs around the code, in modules (ISO/IEC 18004). */
const QUIET_ZONE_MODULES = 4;
const ERROR_CORRECTION: QRCodeErrorCorrectionLevel = 'Q';

/** The dark modules of `text`'s code as one SVG path, one run of modules per subpath. */
export function qrCodePath(text: string): { path: string; size: number } {
  const { modules } = create(text, { errorCorrectionLevel: ERROR_CORRECTION });
  const size = modules.size + 2 * QUIET_ZONE_MODULES;
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      // eslint-disable-next-line lingui/no-unlocalized-strings -- SVG path commands, not words
      path += `M${start + QUIET_ZONE_MODULES} ${row + QUIET_ZONE_MODULES}h${col - start}v1h${start - col}z`;
    }
  }
  return { path, size };
}

/** The QR code of `text`, named `label` for screen readers, scaled by CSS to its box. */
export function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const { path, size } = useMemo(() => qrCodePath(text), [text]);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
