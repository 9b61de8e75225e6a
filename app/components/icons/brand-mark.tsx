// The Contacto brand mark (same drawing as public/favicon.svg, which the icons are made from).
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="16" fill="#be123c" />
      <path d="M44.5 19.5A17 17 0 1 0 44.5 44.5" fill="none" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      <path
        d="M32 40.5c-.6 0-1.1-.2-1.5-.6l-5.6-5.3a4.6 4.6 0 0 1 6.3-6.7l.8.8.8-.8a4.6 4.6 0 0 1 6.3 6.7l-5.6 5.3c-.4.4-.9.6-1.5.6Z"
        fill="#fda4af"
      />
    </svg>
  );
}
