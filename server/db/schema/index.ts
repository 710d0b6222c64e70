// The drizzle schema: every table of the server, one file per area. (The one barrel in the server:
// drizzle needs the whole schema as one object for typed queries and for drizzle-kit.)
export { authAttempts } from './auth-attempts';
export { controlCodeTries } from './control-code-tries';
export { oneTimeCodes } from './one-time-codes';
export { postReports } from './post-reports';
export { refreshTokens } from './refresh-tokens';
export { rowLocks } from './row-locks';
export { scoreClaims } from './score-claims';
export { users } from './users';
export {
  controls,
  gameDefinitions,
  gameLevelControls,
  gameLevels,
  omapGameDefinitions,
  omaps,
} from './game';
export {
  controlVisits,
  gameScoreAreas,
  gameScores,
  gameStates,
  serverSecrets,
  teamRelations,
  teams,
} from './play';
