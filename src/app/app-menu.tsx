import { Trans } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { DisclosureButton } from '../ui/disclosure-button';
import { useDisclosure } from '../ui/use-disclosure';

/**
 * The menu button of the slim top bar (full-screen screens such as the game map) and the drawer
 * it opens over the screen with the app's navigation (`children`). A disclosure: the drawer
 * follows the button, so Tab goes on into it; Escape closes it and gives the focus back to the
 * button; a tap outside, a link followed or a new screen closes it too.
 */
export function AppMenu({ children }: { children: ReactNode }) {
  const disclosure = useDisclosure();
  const { open, setOpen, rootRef } = disclosure;
  const drawerId = useId();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const [openedOn, setOpenedOn] = useState(path);
  if (openedOn !== path) {
    setOpenedOn(path);
    setOpen(false);
  }

  return (
    <div ref={rootRef} className="app-menu">
      <DisclosureButton
        disclosure={disclosure}
        className="app-menu-button"
        controls={drawerId}
        label={<Trans>Menu</Trans>}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
        </svg>
      </DisclosureButton>
      {open ? <div className="app-menu-backdrop" aria-hidden="true" /> : null}
      <div
        id={drawerId}
        className="app-menu-drawer"
        hidden={!open}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
