import { msg } from '@lingui/core/macro';

export const levelCreatedMessage = msg`The level was created`;
export const levelSavedMessage = msg`The level was saved`;
export const levelDeletedMessage = msg`The level was deleted`;
/** Seed: "Could not delete game level". */
export const levelDeleteFailedMessage = msg`Could not delete game level`;

/** The level that already has the order the editor chose. */
export function orderTakenByMessage(order: number, name: string) {
  return msg`Order ${order} is already used by the level “${name}”. Choose another number.`;
}
