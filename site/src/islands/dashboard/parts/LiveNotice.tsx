/** What an action did, in words: plain words are good news; a problem says so. */
export type Said = { text: string; error: boolean } | string | undefined;

/**
 * Where a screen says what the last action did, announced politely as it changes; a problem in the
 * error style, and with `alert` announced at once.
 */
export default function LiveNotice({ said, alert = false }: { said: Said; alert?: boolean }) {
  const { text, error } = typeof said === 'object' ? said : { text: said, error: false };
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
