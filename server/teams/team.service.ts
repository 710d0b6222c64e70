/**
 * Team moves with the server's authority around the domain's team rules: the caller is the actor,
 * the time is the server's, the team row and the subject are locked while the move is checked
 * against their current relations (so two moves cannot both pass a limit), and every change the
 * rules return is written in the same transaction. Each service returns the team's normalised key.
 */
import * as v from 'valibot';
import { ErrorCode, FieldErrorCode } from '../../src/domain/error-codes';
import { nicknameKey } from '../../src/domain/nickname';
import { fieldErrors } from '../../src/domain/schemas/field-errors';
import { teamSchema } from '../../src/domain/schemas/team';
import {
  checkCreateTeam,
  checkTeamMove,
  normaliseTeamName,
  requestTargetState,
  TEAM_MEMBER_STATES,
  type TeamMemberState,
  type TeamMoveEnd,
  type TeamRelationChange,
} from '../../src/domain/team-rules';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import type { ApiContext } from '../graphql/api-context';
import { appError } from '../graphql/app-error';
import { relationForRules } from './team-relation.mapping';
import { createTeamRelationRepository, type TeamRelationRow } from './team-relation.repository';
import { createTeamRepository } from './team.repository';

/** Teams are found by name only while ACTIVE (the only team state this server gives). */
export const ACTIVE_TEAM = 'ACTIVE';

interface Subject {
  sub: string;
  nickName: string | undefined;
}

/** The caller's nickname: people are named by it in teams, so joining needs one. */
function requireNickname(context: ApiContext): string {
  const nickname = context.user.nickname?.trim();
  if (!nickname) throw appError(ErrorCode.NICKNAME_REQUIRED, { field: 'nickname' });
  return nickname;
}

/** createNewTeam: the name validated and unique by its normalised key; the creator joins. */
export async function createTeam(context: ApiContext, teamName: string): Promise<string> {
  const nickName = requireNickname(context);
  const parsed = v.safeParse(teamSchema, { teamName });
  if (!parsed.success) {
    // One field: its path or '' (the optional wrapper's issues carry no path).
    const errors: Partial<Record<string, FieldErrorCode>> = fieldErrors(parsed);
    const reason = errors['teamName'] ?? errors[''] ?? FieldErrorCode.OUT_OF_RANGE;
    const code = reason === FieldErrorCode.REQUIRED ? ErrorCode.MISSING_FIELD : ErrorCode.BAD_INPUT;
    throw appError(code, { field: 'teamName', reason });
  }
  const now = context.now();
  return inTransaction(context, async ({ db: tx }) => {
    const relations = createTeamRelationRepository(tx);
    await relations.lockUser(context.user.sub);
    const creatorRelations = await relations.byUser(context.user.sub);
    const check = checkCreateTeam({
      teamName: parsed.output.teamName,
      creatorNickName: context.user.sub,
      creatorRelations: creatorRelations.map(relationForRules),
      now: now.getTime(),
    });
    if (!check.ok) throw appError(check.code, { field: 'teamName' });
    const teamNameKey = normaliseTeamName(check.relation.teamName);
    const inserted = await createTeamRepository(tx).insert({
      teamNameKey,
      teamName: check.relation.teamName,
      teamState: ACTIVE_TEAM,
      createdBy: context.user.sub,
      createdAt: now,
      updatedAt: now,
    });
    if (!inserted) throw appError(ErrorCode.TEAM_NAME_TAKEN, { field: 'teamName' });
    await relations.insert({
      teamNameKey,
      userSub: context.user.sub,
      userNickName: nickName,
      state: check.relation.state,
      lastActiveForTeam: now,
      createdAt: now,
      updatedAt: now,
    });
    return teamNameKey;
  });
}

/** requestTeamMembership: the caller asks to join (NONE) or to return (ABANDONED, FORCED_OUT). */
export async function requestMembership(context: ApiContext, teamName: string): Promise<string> {
  const nickName = requireNickname(context);
  return moveRelation(context, teamName, (teamRelations) => {
    const own = teamRelations.find((row) => row.userSub === context.user.sub);
    const from: TeamMoveEnd = (own?.state as TeamMemberState | undefined) ?? 'NONE';
    // A relation that cannot ask is given PENDING_NEW so the rules answer TEAM_RELATION_EXISTS.
    return {
      subject: { sub: context.user.sub, nickName },
      to: requestTargetState(from) ?? 'PENDING_NEW',
    };
  });
}

/** setTeamMemberState: any move of the table to a member state, by its subject or a member. */
export async function setMemberState(
  context: ApiContext,
  teamName: string,
  userNickName: string,
  state: string,
): Promise<string> {
  const to = TEAM_MEMBER_STATES.find((candidate) => candidate === state);
  if (!to) {
    throw appError(ErrorCode.BAD_INPUT, { field: 'state', reason: FieldErrorCode.OUT_OF_RANGE });
  }
  return moveRelation(context, teamName, (teamRelations) => ({
    subject: findSubject(context, teamRelations, userNickName),
    to,
  }));
}

/** deleteTeamRelation: the table's moves to NONE (cancel one's own request, remove a ban). */
export async function deleteRelation(
  context: ApiContext,
  teamName: string,
  userNickName: string,
): Promise<string> {
  return moveRelation(context, teamName, (teamRelations) => ({
    subject: findSubject(context, teamRelations, userNickName),
    to: 'NONE',
  }));
}

/**
 * The account `userNickName` names in the team (nicknames compared without regard to case and
 * surrounding spaces, as they are unique): the caller when it is their nickname (now, or as stored
 * in their relation), else the one relation stored under it; NOT_FOUND when nobody is. Relations
 * are keyed by the account, so the nickname only finds it.
 */
function findSubject(
  context: ApiContext,
  teamRelations: readonly TeamRelationRow[],
  userNickName: string,
): Subject {
  const key = nicknameKey(userNickName);
  const own = teamRelations.find((row) => row.userSub === context.user.sub);
  const callerNickName = context.user.nickname;
  if (
    (callerNickName !== undefined && nicknameKey(callerNickName) === key) ||
    (own !== undefined && nicknameKey(own.userNickName) === key)
  ) {
    return { sub: context.user.sub, nickName: callerNickName ?? own?.userNickName };
  }
  const other = teamRelations.find((row) => nicknameKey(row.userNickName) === key);
  if (!other) throw appError(ErrorCode.NOT_FOUND, { field: 'userNickName' });
  return { sub: other.userSub, nickName: other.userNickName };
}

async function moveRelation(
  context: ApiContext,
  teamName: string,
  choose: (teamRelations: readonly TeamRelationRow[]) => { subject: Subject; to: TeamMoveEnd },
): Promise<string> {
  const teamNameKey = normaliseTeamName(teamName);
  const now = context.now();
  return inTransaction(context, async ({ db: tx }) => {
    const team = await createTeamRepository(tx).lockByKey(teamNameKey, ACTIVE_TEAM);
    if (!team) throw appError(ErrorCode.TEAM_NOT_FOUND, { field: 'teamName' });
    const relations = createTeamRelationRepository(tx);
    const teamRelations = await relations.byTeam(teamNameKey);
    const { subject, to } = choose(teamRelations);
    await relations.lockUser(subject.sub);
    const current = teamRelations.find((row) => row.userSub === subject.sub);
    const check = checkTeamMove({
      teamName: teamNameKey,
      teamRelations: teamRelations.map(relationForRules),
      subjectRelations: (await relations.byUser(subject.sub)).map(relationForRules),
      actorNickName: context.user.sub,
      subjectNickName: subject.sub,
      from: (current?.state as TeamMemberState | undefined) ?? 'NONE',
      to,
      now: now.getTime(),
    });
    if (!check.ok) throw appError(check.code);
    for (const change of check.changes) {
      await applyChange(tx, change, teamRelations, subject, now);
    }
    return teamNameKey;
  });
}

/** Writes one change of the rules; `teamName` and `userNickName` hold the key and the sub. */
async function applyChange(
  db: Db,
  change: TeamRelationChange,
  teamRelations: readonly TeamRelationRow[],
  subject: Subject,
  now: Date,
): Promise<void> {
  const relations = createTeamRelationRepository(db);
  const key = { teamNameKey: change.teamName, userSub: change.userNickName };
  const lastActiveForTeam =
    change.lastActiveForTeam === undefined ? undefined : new Date(change.lastActiveForTeam);
  if (change.to === 'NONE') return relations.delete(key);
  if (change.from !== 'NONE') {
    return relations.update(key, { state: change.to, lastActiveForTeam, updatedAt: now });
  }
  // A new relation: only the subject asking to join, who is named by their nickname in the team.
  const nickName = subject.nickName;
  if (!nickName) throw appError(ErrorCode.NICKNAME_REQUIRED, { field: 'nickname' });
  if (teamRelations.some((row) => nicknameKey(row.userNickName) === nicknameKey(nickName))) {
    throw appError(ErrorCode.NICKNAME_TAKEN, { field: 'nickname' });
  }
  await relations.insert({
    ...key,
    userNickName: nickName,
    state: change.to,
    lastActiveForTeam: lastActiveForTeam ?? null,
    createdAt: now,
    updatedAt: now,
  });
}
