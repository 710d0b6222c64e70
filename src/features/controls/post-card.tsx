import { Trans, useLingui } from '@lingui/react/macro';
import { postLink } from '../../domain/post-link';
import { QrCode } from '../../ui/qr-code';

/**
 * One post on an A6 page, to laminate and hang: its number, the QR code of its link (a phone's
 * own camera opens the app and punches it) and the secret code to type when the QR cannot be
 * read, with the game and level it belongs to in small print for the course setter.
 */
export function PostCard({
  origin,
  gameName,
  levelName,
  controlId,
  visualCode,
  secretCode,
}: {
  origin: string;
  gameName: string;
  levelName: string;
  controlId: string;
  visualCode: string;
  secretCode: string;
}) {
  const { t } = useLingui();
  return (
    <article className="post-card" aria-label={t`Post ${visualCode}`}>
      <p className="post-card-number">{visualCode}</p>
      <QrCode
        className="post-card-qr"
        text={postLink(origin, controlId, secretCode)}
        label={t`QR code of post ${visualCode}`}
      />
      <p className="post-card-how">
        <Trans>Scan with your phone's camera, or punch by code:</Trans>
      </p>
      <p className="post-card-secret">{secretCode}</p>
      <p className="post-card-game">
        {gameName} · {levelName}
      </p>
    </article>
  );
}
