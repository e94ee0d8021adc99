import {
  INVOICE_MAX_GROSS_MINOR,
  INVOICE_MAX_QUANTITY,
  INVOICE_MAX_UNIT_MINOR,
  LOCALES,
  TAX_RATE_MAX_BP,
} from '@calma/api/contract';
import type { Translate } from '../../../i18n/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { fieldId, languageName, SelectField, TextField, type TextProps } from '../../forms/fields.tsx';
import { useWords } from '../../words.tsx';
import { today } from './format.ts';
import {
  type Amounts,
  formatAmountInput,
  type LineDraft,
  type LineProblems,
  lineAmounts,
  readLine,
} from './invoice-maths.ts';
import { Totals } from './invoice-parts.tsx';

// A draft invoice's form, new or saved: its lines with their limits and problems in words, and its
// totals, language and note.

const LINE_LIMITS = {
  maxQuantity: INVOICE_MAX_QUANTITY,
  maxUnitMinor: INVOICE_MAX_UNIT_MINOR,
  maxRateBp: TAX_RATE_MAX_BP,
};

/** The limits as the messages state them, in the reader's money. */
export const limitParams = (locale: string, currency: string) => ({
  maxQuantity: INVOICE_MAX_QUANTITY,
  maxUnit: formatMoney(INVOICE_MAX_UNIT_MINOR, currency, locale),
  maxRate: formatAmountInput(TAX_RATE_MAX_BP, locale),
  max: formatMoney(INVOICE_MAX_GROSS_MINOR, currency, locale),
});

export const LINE_FIELDS = ['description', 'serviceDate', 'quantity', 'unitMinor', 'taxRateBp'] as const;

/** A line's field problem in words (`quantity` → "between 1 and 100"). */
export function lineProblemText(
  t: Translate,
  field: keyof LineProblems,
  problem: NonNullable<LineProblems[keyof LineProblems]>,
  params: Record<string, string | number>,
) {
  const specific = `dashboard.invoices.line.error.${field}.${problem}`;
  const text = t(specific, params);
  return text === specific ? t(`dashboard.invoices.line.error.${problem}`, params) : text;
}

/** The label of a line's field, for the error summary ("Line 2: Unit price"). */
export const lineFieldLabel = (t: Translate, index: number, field: string, currency: string) =>
  `${t('dashboard.invoices.line.legend', { number: index + 1 })}: ${t(`dashboard.invoices.line.${field}`, { currency })}`;

/** The labels of every line's fields, by path (`lines.1.unitMinor`), for the error summary. */
export const lineLabels = (t: Translate, count: number, currency: string) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, index) =>
      LINE_FIELDS.map((field) => [`lines.${index}.${field}`, lineFieldLabel(t, index, field, currency)]),
    ).flat(),
  );

/**
 * The end of a draft's form: its totals as the lines stand (under a heading of the form's level),
 * the language it is written in and its note. A new draft may leave the language to the practice's
 * setting (`languageDefault` says so).
 */
export function DraftTerms({
  form,
  Heading,
  totals,
  currency,
  errors,
  language,
  onLanguage,
  languageDefault,
  note,
  onNote,
}: {
  form: string;
  Heading: 'h2' | 'h3';
  totals: Amounts;
  currency: string;
  errors: Record<string, string>;
  language: string;
  onLanguage: (value: string) => void;
  languageDefault?: { hint: string; placeholder: string };
  note: string;
  onNote: (value: string) => void;
}) {
  const { t, locale } = useWords();
  return (
    <>
      <Heading>{t('dashboard.invoices.totals.title')}</Heading>
      <Totals totals={totals} currency={currency} live />
      <SelectField
        form={form}
        path="locale"
        label={t('dashboard.invoices.locale')}
        hint={languageDefault?.hint}
        value={language}
        placeholder={languageDefault?.placeholder}
        options={LOCALES.map((code) => ({ value: code, label: languageName(locale, code), lang: code }))}
        errors={errors}
        onChange={onLanguage}
      />
      <TextField
        form={form}
        path="note"
        multiline
        rows={3}
        maxLength={1000}
        label={t('dashboard.invoices.note')}
        hint={t('dashboard.invoices.noteHint')}
        value={note}
        errors={errors}
        onChange={onNote}
      />
    </>
  );
}

/** The values of a line typed as text. */
type TypedValue = 'description' | 'serviceDate' | 'quantity' | 'unit' | 'rate';

let drafted = 0;
/** An empty line, dated today, taxed as the practice's default. */
export const blankLine = (taxTreatment: 'exempt' | 'taxable', rate: string): LineDraft => {
  drafted += 1;
  return {
    key: `line-${drafted}`,
    appointmentId: null,
    description: '',
    serviceDate: today(),
    quantity: '1',
    unit: '',
    taxTreatment,
    rate,
  };
};

/**
 * The lines of a draft, one fieldset each: description, day, quantity, unit price (net), VAT; with
 * each line's total as it is typed. `errors` are keyed by API path (`lines.0.unitMinor`).
 */
export function LinesEditor({
  form,
  lines,
  onChange,
  errors,
  currency,
  newLine,
}: {
  form: string;
  lines: LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  errors: Record<string, string>;
  currency: string;
  newLine: () => LineDraft;
}) {
  const { t, locale } = useWords();
  const set = (index: number, change: Partial<LineDraft>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));
  return (
    <div className="invoice-lines">
      {lines.map((line, index) => {
        const path = (field: string) => `lines.${index}.${field}`;
        const read = readLine(line, locale, LINE_LIMITS);
        // A required text field for one of the line's values, named and checked by the API's field name.
        const text = (field: string, key: TypedValue, more: Partial<TextProps>) => (
          <TextField
            form={form}
            path={path(field)}
            label={t(`dashboard.invoices.line.${field}`, { currency })}
            value={line[key]}
            required
            errors={errors}
            onChange={(value) => set(index, { [key]: value })}
            {...more}
          />
        );
        return (
          <fieldset key={line.key} className="invoice-line">
            <legend>{t('dashboard.invoices.line.legend', { number: index + 1 })}</legend>
            {text('description', 'description', { maxLength: 200 })}
            <div className="field-row">
              {text('serviceDate', 'serviceDate', { type: 'date' })}
              {text('quantity', 'quantity', { inputMode: 'numeric' })}
              {text('unitMinor', 'unit', {
                inputMode: 'decimal',
                autoComplete: 'off',
                hint: t('dashboard.invoices.line.unitHint'),
              })}
            </div>
            <div className="field-row">
              <SelectField
                form={form}
                path={path('taxTreatment')}
                label={t('dashboard.invoices.line.taxTreatment')}
                value={line.taxTreatment}
                options={[
                  { value: 'exempt', label: t('dashboard.invoices.tax.exempt') },
                  { value: 'taxable', label: t('dashboard.invoices.tax.taxable') },
                ]}
                errors={errors}
                onChange={(value) => set(index, { taxTreatment: value === 'taxable' ? 'taxable' : 'exempt' })}
              />
              {line.taxTreatment === 'taxable' &&
                text('taxRateBp', 'rate', { inputMode: 'decimal', autoComplete: 'off' })}
            </div>
            <p className="invoice-line-total">
              {t('dashboard.invoices.line.total')}{' '}
              <output
                htmlFor={[path('quantity'), path('unitMinor'), path('taxRateBp')]
                  .map((p) => fieldId(p, form))
                  .join(' ')}
              >
                {read.ok ? formatMoney(lineAmounts(read.line).grossMinor, currency, locale) : '–'}
              </output>
            </p>
            <button type="button" className="button" onClick={() => onChange(lines.filter((_, i) => i !== index))}>
              {t('dashboard.invoices.line.remove', { number: index + 1 })}
            </button>
          </fieldset>
        );
      })}
      <button type="button" className="button" onClick={() => onChange([...lines, newLine()])}>
        {t('dashboard.invoices.line.add')}
      </button>
    </div>
  );
}

/** Reads every line: the lines the API takes, and what is wrong with the others, by path, in words. */
export function readLines(
  lines: readonly LineDraft[],
  locale: string,
  t: Translate,
  params: Record<string, string | number>,
) {
  const errors: Record<string, string> = {};
  const read = lines.map((line, index) => {
    const result = readLine(line, locale, LINE_LIMITS);
    if (result.ok) return result.line;
    for (const field of LINE_FIELDS) {
      const problem = result.problems[field];
      if (problem) errors[`lines.${index}.${field}`] = lineProblemText(t, field, problem, params);
    }
    return undefined;
  });
  return { lines: read.filter((line) => line !== undefined), errors };
}
