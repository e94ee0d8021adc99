import type { ReactNode } from 'react';

/** The buttons to the page before and after, around where the list stands (`children`). */
export default function Pager({
  label,
  className,
  page,
  pages,
  previous,
  next,
  onPage,
  children,
}: {
  /** What the navigation is called (the list's pages). */
  label: string;
  className: string;
  page: number;
  pages: number;
  previous: string;
  next: string;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <nav className={className} aria-label={label}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previous}
      </button>
      <span>{children}</span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {next}
      </button>
    </nav>
  );
}
