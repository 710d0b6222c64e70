declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** The first screens' part of a catalog (see scripts/first-screens-catalog.ts). */
declare module '*.po?first-screens' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** The error catalogue's words of a catalog (see src/app/error-words.ts). */
declare module '*.po?error-words' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
