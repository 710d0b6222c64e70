/**
 * A map control drawn by React: MapLibre places the control's box in a corner of the map, stacked
 * with the other controls there (zoom buttons, layer choice), and the children render into it.
 */
import type { IControl } from 'maplibre-gl';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useControl, type ControlPosition } from 'react-map-gl/maplibre';

class PortalControl implements IControl {
  readonly container = document.createElement('div');

  constructor(className: string) {
    this.container.className = `maplibregl-ctrl ${className}`;
  }

  onAdd(): HTMLElement {
    return this.container;
  }

  onRemove(): void {
    this.container.remove();
  }
}

export function MapControlPortal({
  position,
  className = '',
  children,
}: {
  position: ControlPosition;
  /** Classes of the control's box, besides MapLibre's `maplibregl-ctrl`. */
  className?: string;
  children: ReactNode;
}) {
  const control = useControl(() => new PortalControl(className), { position });
  return createPortal(children, control.container);
}
