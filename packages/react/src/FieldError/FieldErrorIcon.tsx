/** Error glyph: an icon as well as colour, so an error never relies on colour alone (WCAG 1.4.1). */
export function FieldErrorIcon() {
  return (
    <svg className="ui-FieldError-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5v4.25" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      <circle cx="8" cy="11.25" r="0.9" fill="currentColor" />
    </svg>
  );
}
