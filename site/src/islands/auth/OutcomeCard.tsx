/**
 * Where an account flow ends: what came of it, announced (a problem as an alert), and the way on
 * when there is one.
 */
export default function OutcomeCard({
  text,
  problem = false,
  next,
}: {
  text: string;
  problem?: boolean;
  next?: { href: string; label: string } | undefined;
}) {
  return (
    <div className="card">
      <p role={problem ? 'alert' : 'status'} className={problem ? 'notice notice-error' : undefined}>
        {text}
      </p>
      {next && (
        <a className="button button-primary" href={next.href}>
          {next.label}
        </a>
      )}
    </div>
  );
}
