/** One choice of a select: what it sends and what it says. */
export interface Option {
  value: string;
  label: string;
}

/**
 * A choice in the dashboard's field layout, its label above it; `empty` is the words of a first
 * choice of nothing (`''`), and `onValue` gets what was chosen.
 */
export default function SelectField({
  id,
  label,
  value,
  onValue,
  options,
  empty,
  required,
}: {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: readonly Option[];
  empty?: string | undefined;
  required?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} required={required} value={value} onChange={(e) => onValue(e.currentTarget.value)}>
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
