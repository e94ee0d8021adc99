import { type Errors, TextField } from '../forms/fields.tsx';

/** A new password, with the rule it must follow under its label. */
export default function NewPasswordField({
  form,
  path = 'password',
  label,
  rule,
  value,
  onChange,
  errors,
  announce,
}: {
  form: string;
  path?: string;
  label: string;
  rule: string;
  value: string;
  onChange: (value: string) => void;
  errors: Errors;
  announce?: boolean;
}) {
  return (
    <TextField
      form={form}
      path={path}
      label={label}
      hint={rule}
      type="password"
      autoComplete="new-password"
      maxLength={256}
      value={value}
      onChange={onChange}
      errors={errors}
      announce={announce}
    />
  );
}
