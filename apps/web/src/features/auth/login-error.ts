/** A refused or failed sign-in, its message ready to show (login.ts); apart so the form need not load that. */
export class LoginError extends Error {}
