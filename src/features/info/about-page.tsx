import { Trans } from '@lingui/react/macro';

export function AboutPage() {
  return (
    <article className="page" aria-labelledby="about-title">
      <h1 id="about-title">
        <Trans>About the app</Trans>
      </h1>
      <p>
        <Trans>
          Map Game is an outdoor game on real maps. Players find controls in the terrain and punch
          them by GPS or by the secret code on the post, even without mobile signal. Editors prepare
          maps, games, levels and controls beforehand.
        </Trans>
      </p>
      <p>
        <Trans>The app is in beta: data may disappear.</Trans>
      </p>
      <p>
        <Trans>Install it on your home screen from the browser menu to use it like an app.</Trans>
      </p>
    </article>
  );
}
