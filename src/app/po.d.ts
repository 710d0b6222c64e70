declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** The first screens' part of a catalog (see scripts/first-screens-catalog.ts). */
declare module '*.po?first-screens' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
