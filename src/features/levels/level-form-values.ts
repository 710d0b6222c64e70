/**
 * What the level form sends to the domain's schema (`gameLevelSchema`): its texts as typed and
 * its two punch-method check boxes as booleans.
 */
export function levelFormValues(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    name: text('name'),
    description: text('description'),
    order: text('order'),
    minNumberControls: text('minNumberControls'),
    allowGpsPunching: form.get('allowGpsPunching') !== null,
    allowCodePunching: form.get('allowCodePunching') !== null,
    minDistanceLegalPunch: text('minDistanceLegalPunch'),
  };
}

/** The order a new level gets: one after the highest, 1 for the first. */
export function nextLevelOrder(levels: readonly { order: number }[]): number {
  return levels.reduce((highest, level) => Math.max(highest, level.order), 0) + 1;
}

/** The field that carries the punch-method error (the schema files it under GPS). */
export const PUNCH_METHOD_FIELD = 'allowGpsPunching';
