/**
 * Exportly's logotype: the mark (an "E" whose middle bar leaves as an arrow: export) and the
 * wordmark in the system font (no web font). The wordmark is real text, so a link around the logo
 * is named "Exportly" by it; the mark is decoration. The same mark is app/icon.svg (the favicon)
 * and public/logo.svg.
 */
export const LOGO_MARK_PATH = "M8 8h10v4h-6v2.5h7.5V11l5.5 5-5.5 5v-3.5H12V20h6v4H8z";

export function LogoMark({ className = "logo-mark" }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b5cad" />
      <path d={LOGO_MARK_PATH} fill="#ffffff" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={className ? `logo ${className}` : "logo"}>
      <LogoMark />
      <span>Exportly</span>
    </span>
  );
}
