/**
 * The player's identity on the wire: their own points asked for with their state (the server
 * answers PUBLIC rows only when no state is given, as the seed says), and the rename notice of
 * the user pool (`custom:nicknameRenamedFrom`: the nickname the account had before the server
 * gave it a suffix because another account held it), read once and cleared.
 */
import type { Visibility } from '../domain/schemas/field-schemas';
import { NICKNAME_RENAMED_ATTRIBUTE } from '../domain/nickname';
import { amplifyAuth } from './amplify';
import { graphql } from './generated/gql';
import { TypedDocumentString, type OwnWeekPointsFragment } from './generated/graphql';
import { graphqlRequest } from './graphql-client';
import { present } from './pages';

const STATES: readonly Visibility[] = ['PUBLIC', 'PRIVATE'];

/** The points of one week and state in the weekly document. */
export const OWN_WEEK_POINTS_FRAGMENT = graphql(`
  fragment OwnWeekPoints on ModelGameScoreConnection {
    items {
      score
    }
  }
`);

/**
 * The document asking for the owner's points of each week key in both states: one aliased field
 * per week and state (`p0` PUBLIC, `q0` PRIVATE, ...), each the generated OwnWeekPoints fragment.
 * Built at run time (the number of weeks varies), so it is typed here, not by codegen.
 */
export function ownWeeklyPointsDocument(
  weekKeys: readonly string[],
): TypedDocumentString<Partial<Record<string, OwnWeekPointsFragment | null>>, { owner: string }> {
  const fields = weekKeys.flatMap((key, index) =>
    STATES.map(
      (state) =>
        `${state === 'PUBLIC' ? 'p' : 'q'}${index}: listGameScoreByOwner(owner: $owner, period: "WEEK", currentPeriod: ${JSON.stringify(key)}, state: "${state}", scoreType: "POINT_COUNT", leagueId: "NONE", ownerType: "USER", limit: 10) { ...OwnWeekPoints }`,
    ),
  );
  return new TypedDocumentString(
    `query OwnWeeklyPoints($owner: String) {\n${fields.join('\n')}\n}\n${String(OWN_WEEK_POINTS_FRAGMENT)}`,
  );
}

/**
 * The signed-in player's own total points of each week key, public and private together (all
 * areas): a player's points are in one state at a time, but both are asked so none is missed.
 */
export async function fetchOwnWeeklyPoints(
  owner: string,
  weekKeys: readonly string[],
): Promise<number[]> {
  if (weekKeys.length === 0) return [];
  const data = await graphqlRequest(ownWeeklyPointsDocument(weekKeys), { owner });
  const sum = (alias: string) =>
    present(data[alias]?.items).reduce((total, item) => total + item.score, 0);
  return weekKeys.map((_key, index) => sum(`p${index}`) + sum(`q${index}`));
}

/** The nickname the account had before the server renamed it, or null when nothing to tell. */
export async function fetchNicknameRenamedFrom(): Promise<string | null> {
  const auth = await amplifyAuth();
  const attributes = await auth.fetchUserAttributes();
  const before = (attributes as Record<string, string | undefined>)[NICKNAME_RENAMED_ATTRIBUTE];
  return before ? before : null;
}

/** Clears the rename notice once the player has seen it. */
export async function clearNicknameRenamed(): Promise<void> {
  const auth = await amplifyAuth();
  await auth.updateUserAttributes({ userAttributes: { [NICKNAME_RENAMED_ATTRIBUTE]: '' } });
}

/**
 * Registers the user (user name = e-mail) with the nickname others will see, when one is given;
 * `confirmed` is true when the pool needs no code. Throws the pool's refusals (a nickname another
 * account holds: NicknameExistsException).
 */
export async function signUpWithNickname(input: {
  email: string;
  name: string;
  password: string;
  nickname: string;
}): Promise<{ confirmed: boolean }> {
  const auth = await amplifyAuth();
  const { email, name, password, nickname } = input;
  const result = await auth.signUp({
    username: email,
    password,
    options: { userAttributes: { email, name, ...(nickname ? { nickname } : {}) } },
  });
  return { confirmed: result.isSignUpComplete };
}
