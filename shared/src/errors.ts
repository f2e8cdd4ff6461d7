/**
 * The whole error catalogue. Codes travel in `{ error, message, fields? }` bodies;
 * the renderer translates them (`errors.<CODE>`) and shows the raw text otherwise.
 */
export const ERROR_CODES = {
  ERR_INTERNAL_SERVER_ERROR: 500,
  ERR_VALIDATION: 400,
  ERR_BODY_UNREADABLE: 400,
  ERR_RATE_LIMITED: 429,
  ERR_NO_OTHER_WHATSAPP: 400,
  ERR_NO_DEF_WAPP_FOUND: 404,
  ERR_WAPP_NOT_INITIALIZED: 400,
  ERR_WAPP_CHECK_CONTACT: 400,
  ERR_WAPP_INVALID_CONTACT: 400,
  ERR_WAPP_DOWNLOAD_MEDIA: 400,
  ERR_INVALID_CREDENTIALS: 401,
  ERR_USER_DONT_EXISTS: 404,
  ERR_SENDING_WAPP_MSG: 400,
  ERR_DELETE_WAPP_MSG: 400,
  ERR_OTHER_OPEN_TICKET: 409,
  ERR_SESSION_EXPIRED: 403,
  ERR_SESSION_REVOKED: 401,
  ERR_NOT_AUTHENTICATED: 401,
  ERR_SUBSCRIPTION_EXPIRED: 402,
  ERR_USER_CREATION_DISABLED: 403,
  ERR_NO_PERMISSION: 403,
  ERR_DUPLICATED_CONTACT: 409,
  ERR_NO_SETTING_FOUND: 404,
  ERR_NO_CONTACT_FOUND: 404,
  ERR_NO_TICKET_FOUND: 404,
  ERR_NO_USER_FOUND: 404,
  ERR_NO_WAPP_FOUND: 404,
  ERR_NO_COMPANY_FOUND: 404,
  ERR_NO_PLAN_FOUND: 404,
  ERR_NOT_FOUND: 404,
  ERR_METHOD_NOT_ALLOWED: 405,
  ERR_CREATING_MESSAGE: 500,
  ERR_CREATING_TICKET: 500,
  ERR_FETCH_WAPP_MSG: 400,
  ERR_QUEUE_COLOR_ALREADY_EXISTS: 409,
  ERR_WAPP_GREETING_REQUIRED: 400,
  ERR_NO_QUEUE_FOUND: 404,
  ERR_NO_QUEUE_OPTION_FOUND: 404,
  ERR_QUEUE_NAME_ALREADY_EXISTS: 409,
  ERR_WAPP_NAME_ALREADY_EXISTS: 409,
  ERR_PLAN_LIMIT_REACHED: 403,
  ERR_SANDBOX_DISABLED: 404,
  ERR_NO_MESSAGE_FOUND: 404,
  ERR_NO_TAG_FOUND: 404,
  ERR_NO_TICKET_NOTE_FOUND: 404,
  ERR_NO_QUICK_MESSAGE_FOUND: 404,
  ERR_NO_SCHEDULE_FOUND: 404,
  ERR_SCHEDULE_NOT_EDITABLE: 409,
  ERR_NO_CHAT_FOUND: 404,
  ERR_TAG_NAME_ALREADY_EXISTS: 409,
  ERR_NO_FILE_FOUND: 404,
  ERR_NO_FILE_OPTION_FOUND: 404,
  ERR_FILE_NAME_ALREADY_EXISTS: 409,
  ERR_NO_CONTACT_LIST_FOUND: 404,
  ERR_NO_CONTACT_LIST_ITEM_FOUND: 404,
  ERR_NO_CAMPAIGN_FOUND: 404,
  ERR_CAMPAIGN_NOT_EDITABLE: 409,
  ERR_CAMPAIGN_WRONG_STATUS: 409,
  ERR_QUICK_MESSAGE_SHORTCODE_EXISTS: 409,
  ERR_USER_EMAIL_ALREADY_EXISTS: 409,
  ERR_USER_CANNOT_DELETE_SELF: 403,
  ERR_USER_CANNOT_DEMOTE_SELF: 403,
  ERR_USER_LAST_ADMIN: 409,
  ERR_INVALID_RESET_CODE: 400,
  ERR_NO_ANNOUNCEMENT_FOUND: 404,
  ERR_NO_HELP_FOUND: 404,
  ERR_NO_PROMPT_FOUND: 404,
  ERR_NO_INTEGRATION_FOUND: 404,
  ERR_INTEGRATION_TEST_FAILED: 400,
  ERR_PLAN_IN_USE: 409,
  ERR_PLAN_NAME_ALREADY_EXISTS: 409,
  ERR_COMPANY_INACTIVE: 403,
  ERR_PLATFORM_COMPANY: 409,
  ERR_NO_INVOICE_FOUND: 404,
  ERR_INVOICE_ALREADY_PAID: 409,
  ERR_PAYMENT_PROVIDER: 502,
  ERR_PAYMENTS_NOT_CONFIGURED: 503,
  ERR_NO_DUE_DATE: 409,
  ERR_INVALID_TWO_FACTOR_CODE: 400,
  ERR_INVALID_PASSWORD: 400,
  ERR_TWO_FACTOR_CHALLENGE_EXPIRED: 401,
  ERR_TWO_FACTOR_REQUIRED: 403,
  ERR_TWO_FACTOR_NOT_ENABLED: 409,
  ERR_TWO_FACTOR_ALREADY_ENABLED: 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * The codes that mean the caller's session is over (no token, or one revoked by a logout, a password
 * change or a removed user): a client signs out on these and on no other. A wrong password or code
 * typed by a signed-in user is 400 `ERR_INVALID_PASSWORD` / `ERR_INVALID_TWO_FACTOR_CODE`.
 */
export const SESSION_ENDED_CODES: readonly ErrorCode[] = ['ERR_NOT_AUTHENTICATED', 'ERR_SESSION_REVOKED'];

export const errorCodes = Object.keys(ERROR_CODES) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_CODES;
}

export function httpStatusOf(code: ErrorCode): number {
  return ERROR_CODES[code];
}

/** One field at fault: a dotted path (`body.email`, `params.id`) and what is wrong with it. */
export type FieldError = { path: string; message: string };

export type ApiErrorBody = {
  error: ErrorCode;
  message: string;
  fields?: FieldError[];
  /** Facts the client shows with some codes (ERR_OTHER_OPEN_TICKET: `OtherOpenTicketDetails`). */
  details?: Record<string, unknown>;
};

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && isErrorCode((value as { error?: unknown }).error);
}
