/**
 * The organiser's view of a game's controls (`gameControlActivity`) and the closing of a post
 * report (`closePostReport`). Only the game's owner or an Admin reads the view; a report is closed
 * by the owner of a game its control is on, or an Admin; anyone else is FORBIDDEN.
 */
import { ErrorCode } from '../../src/domain/error-codes';
import {
  DEFAULT_SCORE_TIME_ZONE,
  lastWeekKeys,
  scorePeriodKey,
} from '../../src/domain/score-period';
import { requireOwnerOrAdmin, type ApiContext } from '../graphql/api-context';
import { appError } from '../graphql/app-error';
import { createGameDefinitionRepository } from '../games/game-definition.repository';
import {
  createControlActivityRepository,
  type OpenReportRow,
  type WeekPlayersRow,
} from './control-activity.repository';
import { byFlagsThenCode, controlFlags, unpunchedSince } from '../../src/domain/control-flags';
import { createPostReportCloseRepository } from './post-report-close.repository';

/** How many ISO weeks of players the view shows (the current one and those before it). */
export const ACTIVITY_WEEKS = 12;

function weeksOf(rows: WeekPlayersRow[], keys: string[]) {
  const byWeek = new Map(rows.map((row) => [row.week, row]));
  return keys.map((week) => byWeek.get(week) ?? { week, playersStarted: 0, playersCompleted: 0 });
}

export async function gameControlActivity(context: ApiContext, gameDefinitionId: string) {
  const game = await createGameDefinitionRepository(context.db).byId(gameDefinitionId);
  if (!game) throw appError(ErrorCode.NOT_FOUND, { field: 'gameDefinitionId' });
  requireOwnerOrAdmin(context, game.owner);
  const now = context.now();
  const timeZone = DEFAULT_SCORE_TIME_ZONE;
  const repository = createControlActivityRepository(context.db);
  const [figures, weekRows, reports] = await Promise.all([
    repository.controlFigures(game.id, { now, recentSince: unpunchedSince(now), timeZone }),
    repository.weekPlayers(game.id, now, ACTIVITY_WEEKS, timeZone),
    repository.openReports(game.id),
  ]);
  const reportsOf = new Map<string, OpenReportRow[]>();
  for (const report of reports) {
    reportsOf.set(report.controlId, [...(reportsOf.get(report.controlId) ?? []), report]);
  }
  const controls = figures.map((control) => {
    const openReports = reportsOf.get(control.controlId) ?? [];
    return {
      ...control,
      openReports,
      flags: controlFlags({ ...control, openReports: openReports.length }),
    };
  });
  return {
    gameDefinitionId: game.id,
    currentWeek: scorePeriodKey('WEEK', now, timeZone),
    controls: controls.sort(byFlagsThenCode),
    weeks: weeksOf(weekRows, lastWeekKeys(now, ACTIVITY_WEEKS, timeZone)),
  };
}

export async function closePostReport(context: ApiContext, id: string): Promise<OpenReportRow> {
  const repository = createPostReportCloseRepository(context.db);
  const found = await repository.withGameOwner(id, context.user.sub);
  if (!found) throw appError(ErrorCode.NOT_FOUND, { field: 'id' });
  if (!found.ownsGame && !context.user.isAdmin) throw appError(ErrorCode.FORBIDDEN);
  if (found.report.closedAt) return found.report;
  const closed = await repository.close(id, context.user.sub, context.now());
  if (!closed) throw appError(ErrorCode.NOT_FOUND, { field: 'id' });
  return closed;
}
