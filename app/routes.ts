import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Page paths are case-sensitive: /privacypolicy is not /PrivacyPolicy.
export default [
  index("routes/home.tsx"),
  route("/PrivacyPolicy", "routes/privacy-policy.tsx", { caseSensitive: true }),
  route("/TermsConditions", "routes/terms-conditions.tsx", { caseSensitive: true }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
