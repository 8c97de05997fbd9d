/** The "+" drawn in the quick-add button; decorative, the button carries the label. */
export function PlusIcon({ size = '55%' }: { size?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M5 12h14M12 5v14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" fill="none" />
    </svg>
  );
}
