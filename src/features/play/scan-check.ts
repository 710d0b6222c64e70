/**
 * Whether a scanned post (or an opened post link) can be punched in the player's game, told
 * before the punch is made: a post of another game, or a level without code punching, is
 * explained in words of its own rather than by the punch's refusal. What passes is punched
 * as a typed code (use-punch.ts), which applies every other rule (another level of the same
 * game, already punched, a wrong code).
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { GameProgress } from '../../domain/game-progress';
import type { CurrentGame } from '../../offline/outbox';
import { levelOf } from './play-logic';
import type { CameraProblem } from './scan-reader';

/** Why a post cannot be punched by its QR code in the player's game. */
export type PostScanProblem = 'no-game' | 'other-game' | 'no-code-punching';

export function postScanProblem(
  game: CurrentGame | null,
  controlId: string,
): PostScanProblem | null {
  const current = game?.current?.progress === GameProgress.ONGOING ? game.current : null;
  if (!game || !current) return 'no-game';
  if (!game.game.levelControls.some((placed) => placed.controlId === controlId)) {
    return 'other-game';
  }
  return levelOf(game.game, current)?.allowCodePunching ? null : 'no-code-punching';
}

export const postScanProblemMessages: Record<PostScanProblem, MessageDescriptor> = {
  'no-game': msg`You have no game going with this post. Start its game on the game map, then scan the post again.`,
  'other-game': msg`This post belongs to another game, so it does not count in the game you are playing.`,
  'no-code-punching': msg`Your level does not allow punching by code, so scanning this post does not count. Punch it by GPS at the post.`,
};

/** A QR code that holds no post link. */
export const notAPostMessage = msg`This QR code is not a post. Point the camera at the QR code on the post.`;

/** A /punch link without a usable control and code. */
export const notAPostLinkMessage = msg`This link does not name a post. Scan the QR code on the post again.`;

export const cameraProblemMessages: Record<CameraProblem | 'reader', MessageDescriptor> = {
  denied: msg`The camera is not allowed. Allow it for this site in your browser's settings, or punch by code.`,
  'no-camera': msg`No camera was found on this device. Punch by code instead.`,
  busy: msg`The camera is in use by another app. Close it and try again, or punch by code.`,
  failed: msg`Could not start the camera. Try again, or punch by code.`,
  reader: msg`The QR reader could not be loaded. Connect to the internet once and try again, or punch by code.`,
};
