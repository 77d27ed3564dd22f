/**
 * Headers sent with every response. One definition, used by the Node server and
 * by the configuration the build emits for static hosts.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** Sent only over HTTPS, where browsers honour it. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";
