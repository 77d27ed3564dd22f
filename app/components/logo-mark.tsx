/** The product's mark: decorative, since the product name always stands beside it. */
export function LogoMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-7 shrink-0" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-primary-700 dark:fill-primary-500" />
      <path
        d="M9 11h14M16 11v12M11 18h4"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        className="stroke-page"
      />
    </svg>
  );
}
