/**
 * The API's addresses: /api and below, in any case (the API's router ignores case, so /API/Balance is
 * its /api/balance) and after any run of slashes (the API answers '//api/nope' as the unknown route it
 * is). The API keeps them from the web app's pages, and the app's service worker leaves them to the
 * network; the worker's copies in `apps/web/vite.config.ts` are checked against this one.
 */
export const API_ADDRESS = /^\/+api(?:[/?]|$)/i;
