import { useQuery } from '@tanstack/react-query';
import { takeToken } from '../../lib/auth-forms.ts';
import { type ApiError, apiData, withQueries } from '../../lib/query.ts';
import { useWords, withWords } from '../words.tsx';
import OutcomeCard from './OutcomeCard.tsx';

interface Props {
  strings: Record<string, string>;
  signInPath: string;
  dashboardPath: string;
}

type Outcome = 'working' | 'signedIn' | 'confirmed' | 'used' | 'expired' | 'invalid' | 'error';

/** Confirms the address with the link's token (taken from the address): what happened, in one word. */
async function verify(): Promise<Outcome> {
  const token = takeToken();
  if (!token) return 'invalid';
  try {
    const answer = await apiData<{ signedIn: boolean }>('/api/v1/auth/verify-email', { body: { token } });
    return answer.signedIn ? 'signedIn' : 'confirmed';
  } catch (refusal) {
    const { code } = refusal as ApiError;
    if (code === 'TOKEN_USED') return 'used';
    if (code === 'TOKEN_EXPIRED') return 'expired';
    if (code === 'TOKEN_INVALID' || code === 'VALIDATION_FAILED') return 'invalid';
    return 'error';
  }
}

/** Confirms the address with the emailed link as soon as the page opens, and says what happened. */
export default withQueries(withWords(VerifyEmail));

function VerifyEmail({ signInPath, dashboardPath }: Props) {
  const { t } = useWords();
  // Asked once per page load, even if the component mounts twice: the answer is kept, never asked again.
  const { data: outcome = 'working' } = useQuery({
    queryKey: ['auth', 'verify-email'],
    queryFn: verify,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (outcome === 'working') return <p aria-live="polite">{t('auth.verify.working')}</p>;
  const ok = outcome === 'signedIn' || outcome === 'confirmed';
  return (
    <OutcomeCard
      problem={!ok}
      text={t(`auth.verify.${outcome}`)}
      next={
        outcome === 'signedIn'
          ? { href: dashboardPath, label: t('auth.verify.toDashboard') }
          : outcome !== 'error'
            ? { href: signInPath, label: t('auth.verify.toSignIn') }
            : undefined
      }
    />
  );
}
