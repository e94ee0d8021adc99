/** What an action did, in words, and whether it is a problem. */
export interface Notice {
  text: string;
  error: boolean;
}

/**
 * Where a screen says what the last action did, announced politely as it changes: plain words are
 * good news; a problem shows in the error style and, unless `alert` is off, is announced at once.
 */
export function LiveNotice({ message, alert = true }: { message: Notice | string | undefined; alert?: boolean }) {
  const { text, error } = typeof message === 'object' ? message : { text: message, error: false };
  return (
    <div aria-live="polite">
      {text && (
        <p className={error ? 'notice notice-error' : 'notice'} role={alert && error ? 'alert' : undefined}>
          {text}
        </p>
      )}
    </div>
  );
}
