/** A rosette drawn beside an earned badge (decorative). */
export function AwardIcon() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className="size-8 shrink-0 fill-none stroke-primary stroke-2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="8" r="6" />
      <path d="M15.5 12.9 17 22l-5-3-5 3 1.5-9.1" />
    </svg>
  );
}
