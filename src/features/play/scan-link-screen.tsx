import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '../../api/use-current-user';
import { postLink, readPostLink, type PostLinkTarget } from '../../domain/post-link';
import { useCurrentGame } from '../../offline/use-current-game';
import { notAPostLinkMessage, postScanProblem, postScanProblemMessages } from './scan-check';
import type { PostLinkSearch } from './scan-link-search';
import { leavePostPunch } from './scan-pending';

/** The post the address names: as typed in the address bar, else as the router read it. */
function linkedPost(search: PostLinkSearch): PostLinkTarget | null {
  const typed = readPostLink(window.location.href);
  if (typed) return typed;
  return search.c && search.k ? readPostLink(postLink('', search.c, search.k)) : null;
}

/**
 * `/punch?c=<controlId>&k=<secretCode>`: a post's QR code read by the phone's own camera. When
 * the player's game on this device is going and holds the post on a level that allows code
 * punching, the game map opens at once (the address replaced, so Back does not punch again) and
 * its play panel punches the post as a typed code (scan-pending.ts); otherwise this screen says
 * why not, with the way to the game map. A visitor not signed in signs in first and comes back
 * here (the `_authenticated` route keeps the address).
 */
export function PostLinkScreen({ search }: { search: PostLinkSearch }) {
  const { i18n } = useLingui();
  const user = useCurrentUser();
  const game = useCurrentGame(user?.sub);
  const navigate = useNavigate();
  const [target] = useState(() => linkedPost(search));
  const gameProblem = target && game !== undefined ? postScanProblem(game, target.controlId) : null;
  const problem =
    target === null ? notAPostLinkMessage : gameProblem && postScanProblemMessages[gameProblem];
  const ready = target !== null && game !== undefined && problem === null;

  useEffect(() => {
    if (!ready) return;
    leavePostPunch(target);
    void navigate({ to: '/game-map', search: {}, replace: true });
  }, [ready, target, navigate]);

  return (
    <section className="page" aria-labelledby="post-link-title">
      <h1 id="post-link-title">
        <Trans>Punch the post</Trans>
      </h1>
      {problem ? (
        <div role="alert" className="form-alert">
          <p>{i18n._(problem)}</p>
        </div>
      ) : (
        <p role="status">
          <Trans>Opening your game…</Trans>
        </p>
      )}
      <p>
        <Link to="/game-map">
          <Trans>To the game map</Trans>
        </Link>
      </p>
    </section>
  );
}
