import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

export interface QrCodeProps {
  /** The text to encode: an absolute URL of the app (ASCII). */
  value: string;
  /** What the code opens, for screen readers (the picture itself says nothing to them). */
  label: string;
  /** Rendered size in CSS pixels. */
  size?: number;
  testId?: string;
}

/** The blank border scanners need around a code, in modules (the standard's minimum). */
const QUIET_ZONE = 4;

/** One SVG path of the dark modules, a horizontal run of modules per segment. */
function darkModulesPath(value: string): { path: string; modules: number } {
  // Level M survives a scuffed screen or a glare spot (15 %), and keeps kiosk links small enough.
  const code = qrcode(0, 'M');
  code.addData(value, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const segments: string[] = [];
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!code.isDark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && code.isDark(row, column)) column += 1;
      segments.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h-${column - start}z`);
    }
  }
  return { path: segments.join(''), modules: count + QUIET_ZONE * 2 };
}

/**
 * A QR code as inline SVG (no script, no data URL, so the Content-Security-Policy needs nothing).
 * Always dark on white, whatever the theme: phone cameras read that best. Loaded lazily with the
 * panels that show it, so the QR library never enters the menu's first load.
 */
export default function QrCode({ value, label, size = 280, testId }: QrCodeProps) {
  const { path, modules } = useMemo(() => darkModulesPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      data-testid={testId}
      style={{ display: 'block', background: '#fff', maxWidth: '100%', height: 'auto' }}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
