import type { Providers } from '@calma/api/contract';
import { useEffect, useRef } from 'react';
import { useApiQuery } from '../../lib/query.ts';
import { isSignInMessage, SIGN_IN_CHANNEL, type SignInMessage, safeNext } from '../../lib/sign-in.ts';
import { useWords } from '../words.tsx';

interface Props {
  /** How the round trip in the popup ended. */
  onResult: (message: SignInMessage) => void;
}

/**
 * "Continue with Google" (or whichever provider is configured; nothing when none is). Opens the
 * provider in a popup, so this page and what was typed stay; where popups are blocked, the link
 * simply leads there and back.
 */
export default function ProviderSignIn({ onResult }: Props) {
  const { t, locale } = useWords();
  // Without an answer, no provider is offered: the email and password form is all there is.
  const providers = useApiQuery<Providers>('/api/v1/auth/providers').data?.providers ?? [];
  const popup = useRef<Window | null>(null);
  const handler = useRef(onResult);
  handler.current = onResult;

  useEffect(() => {
    // The popup says it twice (to its opener and on the channel); the first one counts.
    const receive = (data: unknown) => {
      if (!popup.current || !isSignInMessage(data)) return;
      popup.current = null;
      handler.current(data);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) receive(event.data);
    };
    window.addEventListener('message', onMessage);
    const channel = 'BroadcastChannel' in window ? new BroadcastChannel(SIGN_IN_CHANNEL) : undefined;
    channel?.addEventListener('message', (event) => receive(event.data));
    return () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, []);

  if (providers.length === 0) return null;
  const next = safeNext(new URLSearchParams(window.location.search).get('next'));
  const query = (popupFlow: boolean) =>
    new URLSearchParams({ locale, ...(next ? { next } : {}), ...(popupFlow ? { popup: '1' } : {}) });
  return (
    <div className="sign-in-providers">
      <p className="sign-in-divider">
        <span>{t('auth.signIn.or')}</span>
      </p>
      {providers.map((provider) => (
        <a
          key={provider.id}
          className="button sign-in-provider"
          href={`${provider.startUrl}?${query(false)}`}
          onClick={(event) => {
            const opened = window.open(
              `${provider.startUrl}?${query(true)}`,
              'calma-sign-in',
              'popup,width=520,height=720',
            );
            if (!opened) return;
            event.preventDefault();
            popup.current = opened;
            opened.focus();
          }}
        >
          {t('auth.signIn.provider', { name: provider.name })}
        </a>
      ))}
    </div>
  );
}
