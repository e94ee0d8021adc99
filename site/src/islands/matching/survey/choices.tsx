import { useWords } from '../../words.tsx';
import type { Option } from './survey-state.ts';

/** How many choices show before "More"; a chosen one further down opens the rest. */
const VISIBLE = 12;

/** Checkboxes, the first dozen shown and the rest folded under "More". */
export function Checkboxes({
  name,
  options,
  selected,
  onToggle,
}: {
  name: string;
  options: Option[];
  selected: string[];
  onToggle: (slug: string) => void;
}) {
  const { t } = useWords();
  const box = (o: Option) => (
    <div className="option" key={o.slug}>
      <input
        type="checkbox"
        id={`${name}-${o.slug}`}
        checked={selected.includes(o.slug)}
        onChange={() => onToggle(o.slug)}
      />
      <label htmlFor={`${name}-${o.slug}`}>{o.name}</label>
    </div>
  );
  const shown = options.slice(0, VISIBLE);
  const rest = options.slice(VISIBLE);
  const openRest = rest.some((o) => selected.includes(o.slug));
  return (
    <>
      <div className="options options-column">{shown.map(box)}</div>
      {rest.length > 0 && (
        <details open={openRest}>
          <summary>{t('matching.survey.more')}</summary>
          <div className="options options-column">{rest.map(box)}</div>
        </details>
      )}
    </>
  );
}

/** One choice among a few, as radio buttons. */
export function Radios<T extends string | number>({
  name,
  options,
  value,
  onPick,
}: {
  name: string;
  options: { value: T; label: string }[];
  value: T | undefined;
  onPick: (value: T) => void;
}) {
  return (
    <div className="options options-column">
      {options.map((o) => (
        <div className="option" key={String(o.value)}>
          <input
            type="radio"
            id={`${name}-${o.value}`}
            name={name}
            checked={value === o.value}
            onChange={() => onPick(o.value)}
          />
          <label htmlFor={`${name}-${o.value}`}>{o.label}</label>
        </div>
      ))}
    </div>
  );
}
