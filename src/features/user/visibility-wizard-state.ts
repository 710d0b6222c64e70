/**
 * The publish-results wizard without its screen: two steps (choose who sees the points, then a
 * summary to complete), whether the choice resets the points (only a change, never the first
 * choice), and the moves between the steps.
 */
import type { PublishResults } from '../../api/current-user';
import type { Visibility } from '../../domain/schemas/field-schemas';

/** What the server does with a user who has not chosen: their points are private. */
export function effectiveVisibility(value: PublishResults): Visibility {
  return value ?? 'PRIVATE';
}

/**
 * True when choosing `chosen` changes who sees the points, which resets them to zero (the seed).
 * The first choice (from "not chosen") keeps them: the server makes them public if so chosen.
 */
export function resetsPoints(current: PublishResults, chosen: Visibility): boolean {
  return current !== null && current !== chosen;
}

export type WizardStep = 'closed' | 'choose' | 'summary';

export interface WizardState {
  step: WizardStep;
  choice: Visibility;
  /** The user confirmed that the points will be reset. */
  confirmed: boolean;
  /** The summary was completed without the confirmation it needs. */
  confirmMissing: boolean;
}

export type WizardAction =
  | { type: 'open'; current: PublishResults }
  | { type: 'choose'; choice: Visibility }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'confirm'; confirmed: boolean }
  | { type: 'refuse-unconfirmed' }
  | { type: 'close' };

export function initialWizardState(current: PublishResults): WizardState {
  return {
    step: 'closed',
    choice: effectiveVisibility(current),
    confirmed: false,
    confirmMissing: false,
  };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'open':
      return { ...initialWizardState(action.current), step: 'choose' };
    case 'choose':
      return { ...state, choice: action.choice, confirmed: false, confirmMissing: false };
    case 'next':
      return state.step === 'choose' ? { ...state, step: 'summary' } : state;
    case 'back':
      return state.step === 'summary' ? { ...state, step: 'choose', confirmMissing: false } : state;
    case 'confirm':
      return { ...state, confirmed: action.confirmed, confirmMissing: false };
    case 'refuse-unconfirmed':
      return { ...state, confirmMissing: true };
    case 'close':
      return { ...state, step: 'closed' };
  }
}

/** Whether the summary may be completed now (a reset needs the user's confirmation). */
export function mayComplete(state: WizardState, current: PublishResults): boolean {
  return state.step === 'summary' && (!resetsPoints(current, state.choice) || state.confirmed);
}
