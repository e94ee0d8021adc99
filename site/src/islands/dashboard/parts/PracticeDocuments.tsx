import type { ReactNode } from 'react';
import QueryState, { type Query } from '../../QueryState.tsx';
import { useWords } from '../../words.tsx';

// What the agreements and the intake questionnaires share (decision 038): a screen listing what the
// practice wrote, the services that send each one, and "Stop using" after a question.

/** The list screen: heading, lead, the last change's words, then the list as read. */
export function DocumentsScreen<T>({
  id,
  keys,
  notice,
  query,
  children,
}: {
  id: string;
  /** The screen's words: `{keys}.title`, `.lead`, `.loading` and `.error`. */
  keys: 'dashboard.agreements' | 'dashboard.intake';
  notice: string | undefined;
  query: Query<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useWords();
  return (
    <section aria-labelledby={id}>
      <h1 id={id}>{t(`${keys}.title`)}</h1>
      <p className="lead">{t(`${keys}.lead`)}</p>
      {notice && (
        <p className="notice notice-success" role="status">
          {notice}
        </p>
      )}
      <QueryState query={query} loading={`${keys}.loading`} error={`${keys}.error`}>
        {children}
      </QueryState>
    </section>
  );
}

/** The services that send a document, one checkbox each (`{idPrefix}{service id}`). */
export function ServiceChoice({
  idPrefix,
  legend,
  hint,
  none,
  services,
  chosen,
  onChange,
  className,
}: {
  idPrefix: string;
  legend: string;
  hint?: string;
  /** Said when the practice has no services yet. */
  none: string;
  services: { id: string; name: string }[];
  chosen: string[];
  onChange: (serviceIds: string[]) => void;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {hint && <p className="hint">{hint}</p>}
      {services.length === 0 && <p>{none}</p>}
      {services.map((service) => (
        <div className="field field-checkbox" key={service.id}>
          <input
            id={`${idPrefix}${service.id}`}
            type="checkbox"
            checked={chosen.includes(service.id)}
            onChange={(e) =>
              onChange(e.target.checked ? [...chosen, service.id] : chosen.filter((s) => s !== service.id))
            }
          />
          <label htmlFor={`${idPrefix}${service.id}`}>{service.name}</label>
        </div>
      ))}
    </fieldset>
  );
}

/** "Stop using …": asks first, then archives; what clients answered or signed stays. */
export function ArchiveButton({
  label,
  question,
  pending,
  onArchive,
}: {
  label: string;
  question: string;
  pending: boolean;
  onArchive: () => void;
}) {
  return (
    <button type="button" className="button" disabled={pending} onClick={() => window.confirm(question) && onArchive()}>
      {label}
    </button>
  );
}
