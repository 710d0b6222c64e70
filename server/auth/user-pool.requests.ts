/**
 * The request bodies of the user pool actions, as Cognito's API reference defines them (the
 * fields this pool reads; others such as UserContextData or ClientMetadata are ignored). A body
 * that does not fit is refused with InvalidParameterException naming the field, and so is any
 * string of the body, read or not, that is not valid text (a NUL, a broken surrogate: see the
 * domain's `valid-text.ts`), before any action runs.
 */
import * as v from 'valibot';
import { findInvalidText, isValidText } from '../../src/domain/schemas/valid-text';
import { invalidParameter } from './user-pool-error';

const INVALID_TEXT = 'must hold only valid text';

const validText = () => v.pipe(v.string('must be a string'), v.check(isValidText, INVALID_TEXT));

const text = (max: number) =>
  v.pipe(validText(), v.maxLength(max, `must be at most ${max} characters`));
const required = (max: number) => v.pipe(text(max), v.nonEmpty('must not be empty'));

const clientId = required(128);
const username = required(128);
/** Cognito's limit on passwords; argon2 would take any length, the request limit is for us. */
const password = required(256);
const code = required(2048);
const token = required(8192);
const attributes = v.pipe(
  v.array(v.object({ Name: required(32), Value: text(2048) }), 'must be a list of attributes'),
  v.maxLength(25, 'must have at most 25 attributes'),
);

export const signUpRequest = v.object({
  ClientId: clientId,
  Username: username,
  Password: password,
  UserAttributes: v.optional(attributes, []),
});

export const confirmSignUpRequest = v.object({
  ClientId: clientId,
  Username: username,
  ConfirmationCode: code,
  ForceAliasCreation: v.optional(v.boolean('must be a boolean')),
});

export const usernameRequest = v.object({ ClientId: clientId, Username: username });

export const initiateAuthRequest = v.object({
  ClientId: clientId,
  AuthFlow: required(64),
  AuthParameters: v.optional(v.record(validText(), validText()), {}),
});

export const refreshRequest = v.object({ ClientId: clientId, RefreshToken: token });

export const revokeTokenRequest = v.object({ ClientId: clientId, Token: token });

export const accessTokenRequest = v.object({ AccessToken: token });

export const updateUserAttributesRequest = v.object({
  AccessToken: token,
  UserAttributes: attributes,
});

export const confirmForgotPasswordRequest = v.object({
  ClientId: clientId,
  Username: username,
  ConfirmationCode: code,
  Password: password,
});

export const changePasswordRequest = v.object({
  AccessToken: token,
  PreviousPassword: password,
  ProposedPassword: password,
});

/**
 * Refuses a request body holding a string (or a key) that is not valid text anywhere in it, with
 * InvalidParameterException naming the field (`UserAttributes.0.Value`).
 */
export function requireValidText(body: unknown): void {
  const path = findInvalidText(body);
  if (path !== undefined) {
    throw invalidParameter(`Invalid parameter ${path.join('.') || 'request'}: ${INVALID_TEXT}`);
  }
}

/** The body as `schema` wants it, or InvalidParameterException naming the first bad field. */
export function parseRequest<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const [issue] = result.issues;
  const field = (issue && v.getDotPath(issue)) ?? 'request';
  const missing = issue?.input === undefined;
  throw invalidParameter(
    missing
      ? `Missing required parameter ${field}`
      : `Invalid parameter ${field}: ${issue?.message ?? 'invalid'}`,
  );
}
