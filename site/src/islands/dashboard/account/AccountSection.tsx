import type { ReactNode } from 'react';

/** One part of the account screen, named by its heading (`id`). */
export default function AccountSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  /** More than the section's own class (the danger zone). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `account-section ${className}` : 'account-section'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
