/**
 * The sync engine's default transport: one outbox entry as one GraphQL POST through the client's
 * wire (`postGraphql` of src/api/graphql-client.ts, the operations of src/api/play-documents.ts),
 * and its answer sorted into a SendOutcome by HTTP status and `extensions.code`:
 *
 * - the operation's data -> accepted, with the game states it answers;
 * - a catalogue code that is a rule refusal -> refused (never retried), with the wait the refusal
 *   names (`extensions.retryAfterSeconds`, TOO_MANY_CODE_TRIES) for the player to read;
 * - UNAUTHENTICATED or HTTP 401 -> sign-in needed;
 * - a network error, a timeout, 5xx, 429 (with Retry-After), INTERNAL, an error without a
 *   catalogue code, or a 200 that is not a GraphQL answer -> retry later.
 *
 * Device times (a punch's `punchedAt`, a start's `startedAt`) are sent on the server's clock:
 * `madeAt` plus the measured clock offset. Each outcome carries the server's clock from the
 * `Date` header when there is one.
 */
import {
  errorCodeOf,
  postGraphql,
  type GraphqlAnswer,
  type GraphqlDocument,
  type GraphqlBody,
  type GraphqlWire,
} from '../api/graphql-client';
import { ErrorCode } from '../domain/error-codes';
import {
  CANCEL_GAME,
  GAME_STATES_BY_GAME,
  PUNCH_AT_CONTROL,
  START_NEW_GAME,
  type ApiGameState,
  type PunchAtControlVariables,
  type StartNewGameVariables,
} from '../api/play-documents';
import { parseHttpDate } from './clock-offset';
import type { OutboxEntry, PunchEntry } from './db';
import type { SendContext, SendOutcome, SyncSession } from './sync-contract';
import { parseRetryAfter } from './sync-schedule';

/** The owner's punches on one game state (their ids), to recognise a replay. */
const VISITS_OF_STATE = `query ($owner: String!, $gameStateId: ID!) {
  controlVisitsByOwnerByGameStateId(owner: $owner, gameStateId: { eq: $gameStateId },
      limit: 100) { items { id } } }`;

interface VisitsOfStateResult {
  controlVisitsByOwnerByGameStateId?: { items?: ({ id: string } | null)[] } | null;
}

interface StatesOfGameResult {
  gameStatesByOwnerByGameId?: { items?: (ApiGameState | null)[] } | null;
}

/** How long one request may take before it counts as a network failure, ms. */
export const SEND_TIMEOUT_MS = 20_000;

/** The wire of the sync engine's requests; the timeout defaults to SEND_TIMEOUT_MS. */
export type FetchSendOptions = GraphqlWire;

type Operation = { document: GraphqlDocument; variables: Record<string, unknown>; field: string };

/** A device time (ms) moved onto the server's clock, as the wire's ISO 8601 AWSDateTime. */
export function deviceTimeOnServer(madeAt: number, clockOffsetMs: number): string {
  return new Date(madeAt + clockOffsetMs).toISOString();
}

/** The punch as the wire wants it; the device time moved onto the server's clock. */
export function punchVariables(entry: PunchEntry, clockOffsetMs: number): PunchAtControlVariables {
  const code = entry.method === 'CODE' ? (entry.code ?? '') : null;
  // A position goes with a GPS punch, and with a code punch only as a record beside its code.
  const position = entry.fix && (entry.method === 'GPS' || code?.trim()) ? entry.fix : undefined;
  return {
    id: entry.id,
    controlId: entry.controlId,
    gameStateId: entry.gameStateId,
    controlSecretCode: code,
    lat: position?.lat ?? null,
    lng: position?.lng ?? null,
    accuracy: position?.accuracyMeters ?? null,
    punchedAt: deviceTimeOnServer(entry.madeAt, clockOffsetMs),
    nextGameStateId: entry.nextGameStateId,
  };
}

function operationOf(entry: OutboxEntry, clockOffsetMs: number): Operation {
  switch (entry.kind) {
    case 'punch': {
      const variables = { ...punchVariables(entry, clockOffsetMs) };
      return { document: PUNCH_AT_CONTROL, variables, field: 'punchAtControl' };
    }
    case 'start': {
      const variables: StartNewGameVariables = {
        gameId: entry.gameId,
        gameDefinitionId: entry.gameDefinitionId,
        gameStateId: entry.gameStateId,
        startedAt: deviceTimeOnServer(entry.madeAt, clockOffsetMs),
      };
      return { document: START_NEW_GAME, variables: { ...variables }, field: 'startNewGame' };
    }
    case 'cancel':
      return { document: CANCEL_GAME, variables: { gameId: entry.gameId }, field: 'cancelGame' };
  }
}

/** The game states of an operation's data, or undefined when the data is not its answer. */
function statesOf(field: string, data: Record<string, unknown>): ApiGameState[] | undefined {
  const value = data[field];
  if (field === 'punchAtControl') {
    const states = (value as { gameStates?: unknown } | null)?.gameStates;
    return Array.isArray(states) ? (states as ApiGameState[]) : undefined;
  }
  return Array.isArray(value)
    ? (value as (ApiGameState | null)[]).filter((state) => state !== null)
    : undefined;
}

type OperationBody = GraphqlBody<Record<string, unknown>>;

/** The wait a refusal names (`extensions.retryAfterSeconds`, whole seconds), if it names one. */
function retryAfterSecondsOf(body: OperationBody, code: ErrorCode): { retryAfterSeconds?: number } {
  const seconds = body.errors?.find((error) => error.extensions?.code === code)?.extensions
    ?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0
    ? { retryAfterSeconds: Math.ceil(seconds) }
    : {};
}

/** An answer with the server's clock and the wait it asks for, read from its headers. */
export interface Posted {
  status: number;
  body: OperationBody | undefined;
  serverTime?: number;
  retryAfterMs?: number;
}

/** The answer with the server's clock and wait read from its headers. */
export function postedAnswer(answer: GraphqlAnswer<Record<string, unknown>>): Posted {
  return {
    status: answer.status,
    body: answer.body,
    serverTime: parseHttpDate(answer.headers.get('date')),
    retryAfterMs: parseRetryAfter(answer.headers.get('retry-after'), Date.now()),
  };
}

/**
 * How an answer ends when it is not the operation's data (sign-in needed, retry later, or a
 * refusal, as the header says), or undefined when its data is to be read. The sending of post
 * reports (report-sync.ts) sorts its answers with it too.
 */
export function unansweredOutcome(
  answer: Posted,
): Exclude<SendOutcome, { kind: 'accepted' }> | undefined {
  const { status, body, serverTime } = answer;
  const time = serverTime === undefined ? {} : { serverTime };
  if (status === 401) return { kind: 'sign-in-needed', ...time };
  if (status === 429 || status >= 500) {
    return {
      kind: 'retry',
      why: `http-${status}`,
      ...(answer.retryAfterMs === undefined ? {} : { retryAfterMs: answer.retryAfterMs }),
      ...time,
    };
  }
  if (!body) return { kind: 'retry', why: `not-graphql-${status}`, ...time };
  const code = errorCodeOf(body.errors) ?? undefined;
  if (code === ErrorCode.UNAUTHENTICATED) return { kind: 'sign-in-needed', ...time };
  if (code === ErrorCode.INTERNAL || code === ErrorCode.SYSTEM_ERROR) {
    return { kind: 'retry', why: code, ...time };
  }
  if (code !== undefined) {
    return { kind: 'refused', code, ...retryAfterSecondsOf(body, code), ...time };
  }
  if (body.errors?.length) return { kind: 'retry', why: `graphql-error-${status}`, ...time };
  return undefined;
}

/** The transport: POSTs `entry`'s operation with `session`'s token and sorts the answer. */
export function createFetchSend(options: FetchSendOptions) {
  const wire: GraphqlWire = { ...options, timeoutMs: options.timeoutMs ?? SEND_TIMEOUT_MS };

  async function post<Data>(
    operation: Omit<Operation, 'field'>,
    token: string,
    signal: AbortSignal | undefined,
  ): Promise<GraphqlAnswer<Data>> {
    const document = String(operation.document);
    return postGraphql<Data>({ document, variables: operation.variables, token, signal }, wire);
  }

  function sorted(answer: Posted, field: string): SendOutcome {
    const failed = unansweredOutcome(answer);
    if (failed) return failed;
    const { status, body, serverTime } = answer;
    const time = serverTime === undefined ? {} : { serverTime };
    const states = body?.data ? statesOf(field, body.data) : undefined;
    if (!states) return { kind: 'retry', why: `no-answer-${status}`, ...time };
    return { kind: 'accepted', states, ...time };
  }

  /**
   * An ALREADY_PUNCHED for a punch whose own id the server holds is this punch's replay: the
   * server normally answers a replay with the first answer, this only makes sure. The answer is
   * then the game's states as the server has them now.
   */
  async function acceptedReplay(
    entry: PunchEntry,
    session: SyncSession,
    signal: AbortSignal | undefined,
  ): Promise<SendOutcome | undefined> {
    const visits = await post<VisitsOfStateResult>(
      {
        document: VISITS_OF_STATE,
        variables: { owner: session.sub, gameStateId: entry.gameStateId },
      },
      session.token,
      signal,
    );
    const items = visits.body?.data?.controlVisitsByOwnerByGameStateId?.items;
    if (!items?.some((visit) => visit?.id === entry.id)) return undefined;
    const variables = { owner: session.sub, gameId: entry.gameId, limit: 100 };
    const answer = await post<StatesOfGameResult>(
      { document: GAME_STATES_BY_GAME, variables },
      session.token,
      signal,
    );
    const states = answer.body?.data?.gameStatesByOwnerByGameId?.items;
    if (answer.status !== 200 || !Array.isArray(states)) return undefined;
    return { kind: 'accepted', states: states.filter((state) => state !== null) };
  }

  return async function send(
    entry: OutboxEntry,
    session: SyncSession,
    context: SendContext = { clockOffsetMs: 0 },
  ): Promise<SendOutcome> {
    const operation = operationOf(entry, context.clockOffsetMs);
    let outcome: SendOutcome;
    try {
      const answer = await post<Record<string, unknown>>(operation, session.token, context.signal);
      outcome = sorted(postedAnswer(answer), operation.field);
      if (
        outcome.kind === 'refused' &&
        outcome.code === ErrorCode.ALREADY_PUNCHED &&
        entry.kind === 'punch'
      ) {
        outcome = (await acceptedReplay(entry, session, context.signal)) ?? outcome;
      }
    } catch (error) {
      const why =
        error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network-error';
      return { kind: 'retry', why };
    }
    return outcome;
  };
}
