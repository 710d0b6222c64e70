import { useLingui } from '@lingui/react/macro';
import { TableHead } from '../../ui/table-head';

/**
 * The column headings of a table of controls (the printed list, an import's preview): ID/name,
 * points, secret code and position, each row headed by its ID/name.
 */
export function ControlsTableHead() {
  const { t } = useLingui();
  return (
    <TableHead
      columns={[t`ID/name`, t`Points`, t`Secret code`, t`Position (latitude, longitude)`]}
    />
  );
}

/** A control's position in a table: its degrees to six decimals (about 0.1 m), latitude first. */
export function positionText({ lat, lng }: { lat: number; lng: number }): string {
  return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
}
