/**
 * What the game form sends to the domain's schema (`gameDefinitionSchema`): the form's text
 * fields as typed, `active` read from its yes/no choice (absent when none is chosen), and every
 * chosen map id (`omapIds`).
 */
export function gameFormValues(
  form: FormData,
  omapIds: readonly string[],
): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const active = text('active');
  return {
    name: text('name'),
    type: text('type'),
    active: active === 'true' ? true : active === 'false' ? false : undefined,
    state: text('state'),
    startLat: text('startLat'),
    startLng: text('startLng'),
    omapIds: [...omapIds],
  };
}

/** The map shown by default: the primary map, else the first. */
export function defaultVisibleOmapId(
  omaps: readonly { id: string; primaryMap: boolean }[],
): string | undefined {
  return (omaps.find((omap) => omap.primaryMap) ?? omaps[0])?.id;
}

/** The point of two typed numbers, or null unless both are numbers in range. */
export function pointOf(latText: string, lngText: string): { lat: number; lng: number } | null {
  if (latText.trim() === '' || lngText.trim() === '') return null;
  const lat = Number(latText.trim());
  const lng = Number(lngText.trim());
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** A coordinate as the form shows it: 7 decimals (about 1 cm), without trailing zeros. */
export function coordinateText(value: number): string {
  return String(Number(value.toFixed(7)));
}

/** The field that carries the map selection's error (the map chooser). */
export const MAP_SELECTION_FIELD = 'omapIds';

/** The choice values of the yes/no `active` field. */
export const ACTIVE_YES = 'true';
export const ACTIVE_NO = 'false';
