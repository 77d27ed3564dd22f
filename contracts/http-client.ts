/**
 * The User Timing mark the app's one HTTP client leaves for each request, with the
 * request's address as its `detail`: the page's performance timeline then tells the
 * client's requests from any other (SPEC §7).
 */
export const HTTP_CLIENT_MARK = "http-client-request";
