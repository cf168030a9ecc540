/**
 * Prints the statement. Without scripts the browser's own print command does the same, so the button is
 * only an aid; it stays hidden on paper.
 */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-md border border-neutral-400 px-3 py-1"
    >
      {label}
    </button>
  );
}
