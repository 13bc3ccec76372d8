// The messages the product uses, word for word (see src/sdk/README.md). The SDK throws the
// client-side ones; the UI shows the member and team ones when a call fails.

export const MESSAGES = {
  authTypeNotValid: 'Auth type is not valid',
  authTokenMissing: 'Auth type is token but no token is specified',
  propertyMissing: 'The property is missing',
  propertyContentInvalid: 'The property content is invalid',
  propertyInvalid: 'The property is invalid',
  requiredInformationNotProvided: 'Required information not provided.',
  noAccount: 'No account has been specified',
  noProjectUuid: 'No project uuid has been specified',
  noAccountUuid: 'No account uuid has been specified',
  missingParameters: 'Some parameters necessary for the request are missing.',
  credentialsNotValid: 'Credentials not valid',
  badgeNotAvailable: 'Badge not available',
  fetchYieldedNothing: 'Seem like fetch did not work, request is undefined',
  emailInvalidOrMissing: 'Email address invalid or missing',
  conversationIdMissing: 'Conversation id is not specified',
  conversationAdviceMissing: 'Cannot start conversation without specifying advice',
  propertyTypeNotAllowed: 'Property type not allowed',
  unauthorized: 'Unauthorized',
  healthcheckReasonUnavailable: 'Unable to obtain reason for failure',
  loginRequired: 'A LOGIN IS REQUIRED TO ACCESS METRICS',
} as const;

/** `Cannot detect {accounts|teams} uuid` */
export function cannotDetectUuidMessage(propertyType: 'accounts' | 'teams'): string {
  return `Cannot detect ${propertyType} uuid`;
}

/** Messages the UI shows when a member or team call fails. */
export const MEMBER_MESSAGES = {
  createFailed: 'Oops... Something went wrong. The account member could not be created.',
  deleteFailed: 'Oops... Something went wrong. The account member could not be deleted.',
  updateFailed: 'Oops... Something went wrong. The account member could not be updated.',
  teamMemberUpdateFailed: 'The team member could not be updated.',
  primaryTeamChangeFailed: 'The primary team could not be changed.',
} as const;

export const TEAM_MESSAGES = {
  memberNotAdded: 'The member has not been added to the team',
  createFailed: 'The team could not be created.',
  deleteFailed: 'The team could not be deleted.',
  updateFailed: 'The team could not be updated.',
  memberNotRemoved: 'The team member could not be removed.',
} as const;
