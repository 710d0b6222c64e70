/**
 * The words of the team screens that are chosen by a value: each member state's name and meaning
 * (seed section 4), each action's button and its confirmation. Refusals come from the catalogue in
 * `src/ui/error-messages`.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TeamAction, TeamMemberState } from '../../domain/team-rules';

export const stateNames: Record<TeamMemberState, MessageDescriptor> = {
  ACTIVE: msg`Active`,
  PASSIVE: msg`Passive`,
  PENDING_RETURN: msg`Asking to return`,
  PENDING_NEW: msg`Asking to join`,
  ABANDONED: msg`Left`,
  FORCED_OUT: msg`Forced out`,
  REJECTED_NEW: msg`Rejected`,
};

export const stateMeanings: Record<TeamMemberState, MessageDescriptor> = {
  ACTIVE: msg`A member collecting points for this team.`,
  PASSIVE: msg`A member (substitute) collecting points for another of their teams.`,
  PENDING_RETURN: msg`A former member asking to rejoin.`,
  PENDING_NEW: msg`A new person asking to join the team.`,
  ABANDONED: msg`Left of their own accord; may ask to return.`,
  FORCED_OUT: msg`Removed while inactive; may ask to return later.`,
  REJECTED_NEW: msg`Rejected, and blocked from asking again until a member lifts the ban.`,
};

export const actionLabels: Record<TeamAction, MessageDescriptor> = {
  request: msg`Ask to join`,
  'request-return': msg`Ask to return`,
  'cancel-request': msg`Cancel my request`,
  'cancel-return': msg`Cancel my request`,
  accept: msg`Accept`,
  'accept-return': msg`Accept`,
  reject: msg`Reject`,
  'reject-return': msg`Reject`,
  'switch-active': msg`Score for this team`,
  abandon: msg`Leave the team`,
  'force-out': msg`Force out`,
  'remove-ban': msg`Lift the ban`,
};

export const actionDone: Record<TeamAction, MessageDescriptor> = {
  request: msg`Your request has been sent.`,
  'request-return': msg`Your request has been sent.`,
  'cancel-request': msg`Your request has been cancelled.`,
  'cancel-return': msg`Your request has been cancelled.`,
  accept: msg`The request has been accepted.`,
  'accept-return': msg`The request has been accepted.`,
  reject: msg`The request has been rejected.`,
  'reject-return': msg`The request has been rejected.`,
  'switch-active': msg`You now collect points for this team.`,
  abandon: msg`You have left the team.`,
  'force-out': msg`The member has been forced out.`,
  'remove-ban': msg`The ban has been lifted.`,
};

export const teamCreatedMessage = msg`The team has been created.`;
export const teamLoadFailedMessage = msg`Could not load the teams. Try again later.`;
