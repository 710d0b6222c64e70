/**
 * Refusals of the user pool, named as a Cognito user pool names them (`__type`), because
 * aws-amplify and the AWS SDK turn that name into `error.name` and the client maps the name to a
 * catalogue code (`authErrorCodeFor` in src/domain/error-codes.ts). The message is Cognito-style
 * English for developers reading the wire; users never see it.
 */
export type UserPoolErrorType =
  | 'CodeDeliveryFailureException'
  | 'CodeMismatchException'
  | 'ExpiredCodeException'
  | 'InternalErrorException'
  | 'InvalidParameterException'
  | 'InvalidPasswordException'
  | 'LimitExceededException'
  // Not Cognito's: this pool keeps nicknames unique (a hosted pool would need a trigger for it).
  | 'NicknameExistsException'
  | 'NicknameRequiredException'
  | 'NotAuthorizedException'
  | 'PasswordResetRequiredException'
  | 'ResourceNotFoundException'
  | 'TooManyRequestsException'
  | 'UserNotConfirmedException'
  | 'UserNotFoundException'
  | 'UsernameExistsException';

export class UserPoolError extends Error {
  constructor(
    readonly type: UserPoolErrorType,
    message: string,
    /** HTTP status: 400 for every expected refusal, so Amplify does not retry it. */
    readonly status = 400,
  ) {
    super(message);
    this.name = type;
  }
}

export const invalidParameter = (message: string) =>
  new UserPoolError('InvalidParameterException', message);

export const notAuthorized = (message = 'Incorrect username or password.') =>
  new UserPoolError('NotAuthorizedException', message);
