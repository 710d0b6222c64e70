/**
 * /punches' data: the player's history from every device (src/ui/use-history.ts) merged by the
 * domain's rules (src/domain/history-merge.ts) into groups of punch rows (punch-rows.ts).
 */
import { useMemo } from 'react';
import { mergeHistory } from '../../domain/history-merge';
import { serverPunchesOf, serverStatesOf } from '../../offline/history-store';
import { useHistory } from '../../ui/use-history';
import { punchGroups } from './punch-rows';

export function usePunchHistory(owner: string) {
  const { stored, online, fetching, failed } = useHistory(owner);
  const merged = useMemo(() => {
    if (stored === undefined) return undefined;
    const server = stored.server?.history;
    const history = mergeHistory({
      phonePunches: stored.phone.punches,
      serverPunches: server ? serverPunchesOf(server) : [],
      serverStates: server ? serverStatesOf(server) : [],
      phoneGames: stored.phone.games,
    });
    const names: Record<string, string> = { ...stored.phone.names };
    for (const [id, game] of Object.entries(server?.games ?? {})) names[id] ??= game.name;
    const pending = stored.phone.punches.filter(
      (punch) => punch.status === 'queued' || punch.status === 'sign-in-needed',
    ).length;
    return { groups: punchGroups(history, names), pending };
  }, [stored]);
  return {
    groups: merged?.groups,
    pending: merged?.pending ?? 0,
    fetchedAt: stored?.server?.fetchedAt ?? null,
    online,
    fetching,
    failed,
  };
}
