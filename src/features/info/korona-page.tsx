import { Trans } from '@lingui/react/macro';

/** Public information: playing is fine during a virus outbreak when done alone or with family. */
export function KoronaPage() {
  return (
    <article className="page" aria-labelledby="korona-title">
      <h1 id="korona-title">
        <Trans>Playing during a virus outbreak</Trans>
      </h1>
      <p>
        <Trans>
          Finding controls outdoors is a good activity during a virus outbreak, as long as you do it
          alone or with the people you live with.
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>Keep your distance from other people at the controls.</Trans>
        </li>
        <li>
          <Trans>Punch with your phone: there is nothing to touch on the post.</Trans>
        </li>
        <li>
          <Trans>
            Stay at home if you feel ill, and follow the advice of the health authorities.
          </Trans>
        </li>
      </ul>
    </article>
  );
}
