import { Trans, useLingui } from '@lingui/react/macro';
import { useLatestStart } from '../../offline/use-latest-start';
import { errorMessages } from '../../ui/error-messages';

/**
 * The player's latest start of a game, when the server refused it (a game started without
 * signal while another was ongoing elsewhere: GAME_CONFLICT): the game and the reason, in the
 * player's language, so the refusal is never silent. Gone once another game is started.
 */
export function RefusedStartNotice({ owner }: { owner: string }) {
  const { i18n } = useLingui();
  const latest = useLatestStart(owner);
  if (latest?.entry.status !== 'refused' || !latest.entry.reason) return null;
  const gameName = latest.gameName ?? '';
  return (
    <div role="alert" className="form-alert">
      <p>
        <Trans>The server did not accept the start of {gameName}:</Trans>{' '}
        {i18n._(errorMessages[latest.entry.reason])}
      </p>
    </div>
  );
}
