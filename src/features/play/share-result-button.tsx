/**
 * "Share the result": a completed game's points, time and controls as a short text with the
 * app's address, handed to the phone's share sheet (Web Share) where there is one, else copied
 * for pasting (the clipboard), with a toast that says so. Players show their result to friends
 * and clubs; the text names no secret and nothing of the player but the result.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '../../ui/toast-store';
import { raceClock, type GameResult } from './game-result';

export const resultCopiedMessage = msg`Result copied: paste it where you want to share it.`;
export const resultNotSharedMessage = msg`Could not share the result.`;

/** Where this browser can send a text: its share sheet, its clipboard, or nowhere. */
function shareTarget(): 'share' | 'clipboard' | null {
  if (typeof navigator.share === 'function') return 'share';
  if (typeof navigator.clipboard?.writeText === 'function') return 'clipboard';
  return null;
}

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(resultCopiedMessage);
  } catch {
    showToast(resultNotSharedMessage, { tone: 'error' });
  }
}

export function ShareResultButton({ result }: { result: GameResult }) {
  const { t } = useLingui();
  if (result.outcome !== 'completed' || shareTarget() === null) return null;
  const name = result.gameName ?? t`a game`;
  const points = result.points;
  const controls = result.controlsPunched;
  const time = result.durationMs === null ? null : raceClock(result.durationMs);
  const text =
    time === null
      ? t`I completed ${name} in Map Game: ${points} points, ${controls} controls.`
      : t`I completed ${name} in Map Game: ${points} points, ${controls} controls in ${time}.`;
  const url = location.origin;
  const share = async () => {
    if (shareTarget() === 'share') {
      try {
        await navigator.share({ title: t`My result in Map Game`, text, url });
        return;
      } catch (error) {
        // The player closed the share sheet: nothing to do. Any other failure: copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy(`${text} ${url}`);
  };
  return (
    <button type="button" className="secondary" onClick={() => void share()}>
      <Trans>Share the result</Trans>
    </button>
  );
}
