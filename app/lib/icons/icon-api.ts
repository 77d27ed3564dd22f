import { initRedundancy } from "@iconify/api-redundancy";
import {
  ICON_API_HOSTS,
  ICON_API_ROTATE_MS,
  ICON_API_TIMEOUT_MS,
  LOCAL_ICON_ENDPOINT,
  LOCAL_ICON_TIMEOUT_MS,
} from "#contracts/spec-constants.ts";
import { http } from "~/lib/http.ts";
import { iconSetUrl } from "./icon-requests.ts";

/**
 * The public API, with the Iconify client's redundancy: a host that has not
 * answered in 750 ms is joined by the next one, and a request gives up after 5 s.
 */
const redundancy = initRedundancy({
  resources: [...ICON_API_HOSTS],
  index: 0,
  timeout: ICON_API_TIMEOUT_MS,
  rotate: ICON_API_ROTATE_MS,
  random: false,
  dataAfterTimeout: false,
});

/** One subset from the site's own endpoint; undefined when it fails or takes over 1.5 s. */
export async function fetchFromLocalEndpoint(
  prefix: string,
  names: readonly string[],
): Promise<unknown> {
  try {
    return await http.getJson(iconSetUrl(LOCAL_ICON_ENDPOINT, prefix, names), {
      timeout: LOCAL_ICON_TIMEOUT_MS,
    });
  } catch {
    return undefined;
  }
}

/** One subset from the public Iconify API; undefined when every host failed. */
export function fetchFromPublicApi(prefix: string, names: readonly string[]): Promise<unknown> {
  return new Promise((resolve) => {
    redundancy.query(
      names,
      (host, _payload, respond) => {
        // The redundancy module times requests out itself.
        http
          .get(iconSetUrl(host, prefix, names), { timeout: false })
          .then(async (response) => {
            if (response.ok) respond("success", await response.json());
            // 404: the collection does not exist; no other host will know it either.
            else respond(response.status === 404 ? "abort" : "next", response.status);
          })
          .catch((error: unknown) => respond("next", error));
      },
      (data) => resolve(data),
    );
  });
}
