import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = { label: string; value: ReactNode; to?: string };

/** One figure of the home: its label and value, and the list behind it when there is one. */
export function FigureCard({ label, value, to }: Props) {
  const body = (
    <>
      <span className="block text-sm text-neutral-700">{label}</span>
      <span className="mt-1 block text-2xl font-bold">{value}</span>
    </>
  );
  const frame = 'block rounded-lg border border-neutral-200 p-4';
  return to ? (
    <Link to={to} className={`${frame} hover:border-neutral-900 focus-visible:border-neutral-900`}>
      {body}
    </Link>
  ) : (
    <div className={frame}>{body}</div>
  );
}
