import { TextField, type TextProps } from '../forms/fields.tsx';

/**
 * A password: the current one, or, with the `rule` it must follow under its label, a new one that
 * password managers offer to make up and remember.
 */
export default function PasswordField({
  path = 'password',
  rule,
  ...field
}: Omit<TextProps, 'path' | 'type' | 'autoComplete' | 'hint' | 'maxLength'> & { path?: string; rule?: string }) {
  return rule === undefined ? (
    <TextField {...field} path={path} type="password" autoComplete="current-password" />
  ) : (
    <TextField {...field} path={path} type="password" autoComplete="new-password" maxLength={256} hint={rule} />
  );
}
