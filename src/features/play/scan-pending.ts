/**
 * A post link opened from outside the app (the phone's own camera read the post's QR code):
 * the `/punch` screen checks it and leaves it here, then opens the game map, whose play panel
 * takes it once and punches it as a typed code. Kept in memory only: the secret code is not
 * written to the device, and a link left untaken is forgotten with the page.
 */
import { useEffect, useRef } from 'react';
import type { PostLinkTarget } from '../../domain/post-link';

let pending: PostLinkTarget | null = null;

export function leavePostPunch(target: PostLinkTarget): void {
  pending = target;
}

/** The post left by the `/punch` screen, once: a second call answers null. */
export function takePostPunch(): PostLinkTarget | null {
  const taken = pending;
  pending = null;
  return taken;
}

/** Punches the post left by the `/punch` screen, once, when the play panel opens. */
export function useLeftPostPunch(punchPost: (target: PostLinkTarget) => unknown): void {
  const punch = useRef(punchPost);
  useEffect(() => {
    punch.current = punchPost;
  });
  useEffect(() => {
    const target = takePostPunch();
    if (target) void punch.current(target);
  }, []);
}
