/**
 * The organiser's view in words: each flag says why a control needs a look (never colour alone),
 * each report kind what the player found.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ControlActivityFlag, OpenPostReport } from '../../api/activity-api';

export const flagWords: Record<ControlActivityFlag, MessageDescriptor> = {
  OPEN_REPORT: msg`A player reported a problem with this post`,
  NEVER_PUNCHED_14_DAYS: msg`Nobody punched it for 14 days while the game had players`,
  WRONG_CODES_EXCEED_RIGHT: msg`More wrong codes than right ones: is the code readable?`,
};

export const reportKindWords: Record<OpenPostReport['kind'], MessageDescriptor> = {
  MISSING: msg`Missing`,
  DAMAGED: msg`Damaged`,
  MISPLACED: msg`In the wrong place`,
};

export const reportClosedMessage = msg`Report closed`;
export const reportNotClosedMessage = msg`Could not close the report. Try again.`;
