/**
 * The slim top bar of a full-screen screen (the game map): the app's frame (src/app/layout.tsx)
 * draws the bar with its menu button and a slot, the screen fills the slot with its own title
 * and facts (`ScreenBarContent`, a portal), so features never import the app's navigation.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const SlotContext = createContext<{
  slot: HTMLElement | null;
  setSlot: (element: HTMLElement | null) => void;
} | null>(null);

/** Holds the slot for the screens below it. */
export function ScreenBarProvider({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const value = useMemo(() => ({ slot, setSlot }), [slot]);
  return <SlotContext value={value}>{children}</SlotContext>;
}

/** Where the screen's bar content goes (drawn by the app's frame). */
export function ScreenBarSlot({ className }: { className?: string }) {
  const context = useContext(SlotContext);
  return <div ref={context?.setSlot} className={className} />;
}

/** The screen's title and facts, drawn into the bar's slot; nothing outside a full screen frame. */
export function ScreenBarContent({ children }: { children: ReactNode }) {
  const slot = useContext(SlotContext)?.slot;
  return slot ? createPortal(children, slot) : null;
}
