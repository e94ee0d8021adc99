import { type ChangeEvent, useRef, useState } from 'react';
import { useApiCache, useApiMutation } from '../../../../lib/query.ts';
import { errorMessage, uploadFile } from '../../../../lib/upload.ts';
import { useWords } from '../../../words.tsx';
import { id, PROFILE } from './form-parts.tsx';

const LOGO = '/api/v1/billing/profile/logo';

/** The logo printed at the top of each invoice: uploaded or removed at once, apart from the form. */
export default function Logo({
  logoUrl,
  onChange,
}: {
  logoUrl: string | null;
  onChange: (logoUrl: string | null) => void;
}) {
  const { t } = useWords();
  const [uploading, setUploading] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | undefined>();
  const [progress, setProgress] = useState<number | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const cache = useApiCache();
  const removal = useApiMutation(() => ({ path: LOGO, method: 'DELETE' }));
  const busy = uploading || removal.isPending;

  // Uploads go through uploadFile (it reports progress, which fetch cannot); its answer has api()'s shape.
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setUploading(true);
    setStatus(undefined);
    const result = await uploadFile<unknown>(LOGO, file, { onProgress: setProgress });
    setProgress(undefined);
    if (input.current) input.current.value = '';
    if (result.ok) {
      // The new logo's address is in the answer when it has one; else the settings are read again.
      const body = result.body;
      if (body && typeof body === 'object' && 'logoUrl' in body) onChange((body as { logoUrl: string | null }).logoUrl);
      else void cache.invalidate(PROFILE);
      setStatus({ text: t('billing.receipts.logo.uploaded'), error: false });
    } else {
      setStatus({ text: errorMessage(t, 'billing.receipts.logo', result.problem), error: true });
    }
    setUploading(false);
  };

  const removed = () => {
    onChange(null);
    setStatus({ text: t('billing.receipts.logo.removed'), error: false });
  };
  const remove = () => {
    setStatus(undefined);
    removal.mutate(undefined, {
      onSuccess: removed,
      // Already gone is removed all the same.
      onError: (problem) =>
        problem.status === 404
          ? removed()
          : setStatus({ text: errorMessage(t, 'billing.receipts.logo', problem), error: true }),
    });
  };

  return (
    <section aria-labelledby="receipts-logo-heading" className="billing-logo">
      <h2 id="receipts-logo-heading">{t('billing.receipts.logo.title')}</h2>
      {logoUrl ? (
        <>
          <img src={logoUrl} alt={t('billing.receipts.logo.current')} />
          <button type="button" className="button" onClick={remove} disabled={busy}>
            {t('billing.receipts.logo.remove')}
          </button>
        </>
      ) : (
        <p>{t('billing.receipts.logo.none')}</p>
      )}
      <div className="field">
        <label htmlFor={id('logo')}>
          {logoUrl ? t('billing.receipts.logo.replace') : t('billing.receipts.logo.upload')}
        </label>
        <p className="hint" id={`${id('logo')}-hint`}>
          {t('billing.receipts.logo.hint')}
        </p>
        <input
          ref={input}
          id={id('logo')}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-describedby={`${id('logo')}-hint`}
          disabled={busy}
          onChange={(event) => void upload(event)}
        />
      </div>
      {progress !== undefined && <progress max={1} value={progress} aria-label={t('billing.receipts.logo.progress')} />}
      <div aria-live="polite">
        {status && <p className={status.error ? 'notice notice-error' : 'notice'}>{status.text}</p>}
      </div>
    </section>
  );
}
