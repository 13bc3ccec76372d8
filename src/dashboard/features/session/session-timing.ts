// The session's delays (see src/dashboard/README.md, *Access and session*).

/** The sign-in lock shows 0.5 s after a failed sign-in; logout completes 0.5 s after the user is cleared. */
export const LOCK_DELAY_MS = 500;
export const LOGOUT_DELAY_MS = 500;
/** The login dialog opens 0.5 s after the word 'login' is clicked. */
export const LOGIN_DIALOG_DELAY_MS = 500;
/** The token is re-read from localStorage every 5 minutes by default. */
export const TOKEN_REFRESH_INTERVAL_MS = 300_000;
