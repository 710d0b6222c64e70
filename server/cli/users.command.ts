/**
 * `npm run users -- <command>`: the embedded user pool's roles and forced password resets, for the
 * operator (there is no admin screen for them). Groups are the roles Admin and Editor: the server
 * applies a change to the next request at once, and the tokens carry it from the next sign-in or
 * refresh on.
 */
import type { Clock } from '../auth/clock';
import type { RefreshTokenRepository } from '../auth/refresh-token.repository';
import { USER_GROUPS, type UserGroup } from '../../src/domain/user-attributes';
import type { UserRepository, UserRow } from '../auth/user.repository';

export const USERS_USAGE = [
  'Usage: npm run users -- <command>',
  '  list                          every account with its groups',
  '  grant EMAIL Admin|Editor      add the account to a group',
  '  revoke EMAIL Admin|Editor     take the account out of a group',
  '  require-reset EMAIL           sign the account out and make it set a new password',
].join('\n');

export interface UsersCommandIo {
  out(line: string): void;
  err(line: string): void;
}

export type UsersCommand =
  | { name: 'list' }
  | { name: 'grant' | 'revoke'; email: string; group: UserGroup }
  | { name: 'require-reset'; email: string };

/** The command in `args`, `help`, or the message saying what is wrong with them. */
export function parseUsersCommand(
  args: readonly string[],
): UsersCommand | { name: 'help' } | { error: string } {
  const [name, email, group, ...rest] = args;
  if (name === undefined || name === 'help' || name === '--help') return { name: 'help' };
  if (name === 'list' && args.length === 1) return { name: 'list' };
  if (name === 'require-reset' && email && group === undefined) return { name, email };
  if ((name === 'grant' || name === 'revoke') && email && group && rest.length === 0) {
    const known = USER_GROUPS.find((candidate) => candidate.toLowerCase() === group.toLowerCase());
    if (!known) return { error: `Unknown group "${group}": use ${USER_GROUPS.join(' or ')}.` };
    return { name, email, group: known };
  }
  return { error: `Unknown or incomplete command: ${args.join(' ')}\n${USERS_USAGE}` };
}

function describe(user: UserRow): string {
  const groups = user.groups.length > 0 ? user.groups.join(', ') : '-';
  const status = [
    user.confirmed ? 'confirmed' : 'unconfirmed',
    ...(user.passwordResetRequired ? ['reset required'] : []),
  ].join(', ');
  return `${user.email}\t${user.name}\tgroups: ${groups}\t(${status})`;
}

/** Runs a parsed command; gives the process exit code. */
export async function runUsersCommand(
  command: UsersCommand,
  deps: { users: UserRepository; refreshTokens: RefreshTokenRepository; clock: Clock },
  io: UsersCommandIo,
): Promise<number> {
  const { users, refreshTokens, clock } = deps;
  if (command.name === 'list') {
    const all = await users.list();
    if (all.length === 0) io.out('No accounts yet.');
    for (const user of all) io.out(describe(user));
    return 0;
  }
  const user = await users.findByEmail(command.email);
  if (!user) {
    io.err(`No account has the e-mail ${command.email}.`);
    return 1;
  }
  const now = new Date(clock());
  if (command.name === 'require-reset') {
    await users.setPasswordResetRequired(user.id, now);
    await refreshTokens.revokeAllOfUser(user.id, now);
    io.out(
      `${user.email} is signed out everywhere and must set a new password ("Forgot password").`,
    );
    return 0;
  }
  const has = user.groups.includes(command.group);
  if (command.name === 'grant' ? has : !has) {
    io.out(`${user.email} ${has ? 'is already' : 'is not'} in ${command.group}; nothing changed.`);
    return 0;
  }
  const groups =
    command.name === 'grant'
      ? [...user.groups, command.group].sort()
      : user.groups.filter((group) => group !== command.group);
  await users.setGroups(user.id, groups, now);
  io.out(
    `${command.name === 'grant' ? 'Added' : 'Removed'} ${user.email} ${command.name === 'grant' ? 'to' : 'from'} ${command.group}. Their tokens show it from their next sign-in.`,
  );
  return 0;
}
