/**
 * A control's icon: the animal of its points (src/domain/map-display.ts) on its colour, shared by
 * every screen that draws controls (the editor's and the player's map).
 */
import type { ReactNode } from 'react';
import {
  CONTROL_ICON_COLOURS,
  iconForPoints,
  iconScaleForZoom,
  type ControlIcon,
} from '../../domain/map-display';

/** An icon's size at scale 1, in CSS pixels (the domain scales it 2x to 5x by zoom). */
const ICON_BASE_PX = 12;

/** An icon's width and height on a map at `zoom`, in CSS pixels. */
export function iconPxForZoom(zoom: number): number {
  return ICON_BASE_PX * iconScaleForZoom(zoom);
}

/** Each animal as a dark silhouette on a 24 x 24 grid, drawn over its colour's disc. */
const SILHOUETTES: Record<ControlIcon, ReactNode> = {
  dog: (
    <>
      <ellipse cx="11" cy="13" rx="6" ry="3.2" />
      <circle cx="17.5" cy="9.5" r="2.6" />
      <path d="M16 8 l-0.5 -3.5 l2.5 2.5z" />
      <path d="M6 16h1.6v4H6zM14.4 16H16v4h-1.6zM5.4 12.5 l-2.4 -3 l1 -0.6 l2.6 2.6z" />
    </>
  ),
  dove: (
    <>
      <ellipse cx="11" cy="13.5" rx="6.5" ry="3.3" />
      <circle cx="17.5" cy="10" r="2.3" />
      <path d="M19.5 10 l2.5 0.8 l-2.5 0.8z M9 12 l-3 -6 l8 5z M5 13 l-3 -2 l0 4z" />
    </>
  ),
  frog: (
    <>
      <ellipse cx="12" cy="14" rx="6.5" ry="4" />
      <circle cx="8.8" cy="9.5" r="2.2" />
      <circle cx="15.2" cy="9.5" r="2.2" />
      <path d="M5 16 l-2.5 3 h3.5z M19 16 l2.5 3 h-3.5z" />
    </>
  ),
  cat: (
    <>
      <ellipse cx="10.5" cy="14" rx="5.5" ry="3.2" />
      <circle cx="16.5" cy="10" r="2.7" />
      <path d="M14.3 8.7 l0.3 -3.7 l2 2.4z M18.7 8.7 l-0.3 -3.7 l-2 2.4z" />
      <path d="M6 16h1.5v4H6zM13 16h1.5v4H13zM5.3 13 q-3 -1 -2.2 -5 l1 0.2 q-0.5 3 1.8 3.6z" />
    </>
  ),
  horse: (
    <>
      <ellipse cx="11" cy="12.5" rx="6" ry="3" />
      <path d="M15 11 l2.5 -5.5 l3 1.3 l-0.8 2.2 l-1.7 -0.6 l-1.5 3.6z" />
      <path d="M6 14h1.5v6H6zM14.5 14H16v6h-1.5zM5.2 11.5 l-2.7 4 l-0.8 -0.6 l2.5 -4.2z" />
    </>
  ),
};

/** The animal of a control worth `points`, on its colour (decorative: the marker names it). */
export function ControlIconImage({ points, sizePx }: { points: number; sizePx: number }) {
  const icon = iconForPoints(points);
  return (
    <svg
      className="control-icon"
      width={sizePx}
      height={sizePx}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle
        cx="12"
        cy="12"
        r="11"
        fill={CONTROL_ICON_COLOURS[icon]}
        stroke="#fff"
        strokeWidth="2"
      />
      <g fill="#1a1a1a">{SILHOUETTES[icon]}</g>
    </svg>
  );
}
