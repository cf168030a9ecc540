import { Link } from 'react-router';

/** The states a list may show, as links (the state is a URL parameter); the current one is marked. */
export function ReviewTabs<State extends string>({
  label,
  states,
  current,
  href,
  name,
}: {
  label: string;
  states: readonly State[];
  current: State;
  href: (state: State) => string;
  name: (state: State) => string;
}) {
  return (
    <nav aria-label={label} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {states.map((state) => (
          <li key={state}>
            <Link
              to={href(state)}
              aria-current={state === current ? 'page' : undefined}
              className={`block rounded-md border px-3 py-1.5 text-sm ${state === current ? 'border-neutral-900 bg-neutral-900 text-white' : 'border-neutral-300 bg-white'}`}
            >
              {name(state)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Previous and next pages of a list that knows only whether another page follows. */
export function PageLinks({
  page,
  hasMore,
  href,
  labels,
}: {
  page: number;
  hasMore: boolean;
  href: (page: number) => string;
  labels: { previous: string; next: string };
}) {
  if (page <= 1 && !hasMore) return null;
  return (
    <p className="mt-4 flex gap-4 text-sm">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className="underline underline-offset-2">
          {labels.previous}
        </Link>
      )}
      {hasMore && (
        <Link to={href(page + 1)} rel="next" className="underline underline-offset-2">
          {labels.next}
        </Link>
      )}
    </p>
  );
}
