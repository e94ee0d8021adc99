import { Fragment, type ReactNode } from 'react';

/** A term and what it says; `false` (or nothing) where the fact does not apply. */
export type Fact = readonly [term: string, value: ReactNode] | false | null | undefined;

/** Terms and their values as a description list, leaving out those that do not apply. */
export default function FactList({
  facts,
  className,
  live,
}: {
  facts: readonly Fact[];
  className?: string;
  /** Announce changes politely (figures that follow what is typed). */
  live?: boolean;
}) {
  return (
    <dl className={className} aria-live={live ? 'polite' : undefined}>
      {facts.map(
        (fact) =>
          fact && (
            <Fragment key={fact[0]}>
              <dt>{fact[0]}</dt>
              <dd>{fact[1]}</dd>
            </Fragment>
          ),
      )}
    </dl>
  );
}
