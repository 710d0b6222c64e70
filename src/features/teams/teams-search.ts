/**
 * The search parameters of `/teams`: the tab (find, create, mine, rules; "mine" by default), the
 * selected team's name and the text searched for. Anything invalid reads as absent.
 */
import * as v from 'valibot';

export const TEAM_TABS = ['find', 'create', 'mine', 'rules'] as const;
export type TeamTab = (typeof TEAM_TABS)[number];
export const DEFAULT_TEAM_TAB: TeamTab = 'mine';

/** Longer than any team name (40), so a pasted name with extra spaces still fits. */
const MAX_PARAM_LENGTH = 100;

const optionalText = v.fallback(
  v.optional(v.pipe(v.string(), v.maxLength(MAX_PARAM_LENGTH))),
  undefined,
);

export const teamsSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(TEAM_TABS), DEFAULT_TEAM_TAB), DEFAULT_TEAM_TAB),
  team: optionalText,
  q: optionalText,
});

export type TeamsSearch = v.InferOutput<typeof teamsSearchSchema>;
