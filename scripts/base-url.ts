/**
 * The path the site is served under, from `BASE_URL` at build time: `/` by
 * default, or e.g. `/legal/`. Always starts and ends with a slash.
 */
export function baseURL(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.BASE_URL?.trim() || "/";
  if (value.includes("://") || !/^\/?[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/.test(value)) {
    throw new Error(`BASE_URL must be a path such as /legal/, got ${JSON.stringify(value)}`);
  }
  return `/${value.replace(/^\/+|\/+$/g, "")}/`.replace(/^\/\/$/, "/");
}
