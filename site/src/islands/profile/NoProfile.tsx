import { localizePath } from '@calma/api/contract';
import { useWords } from '../words.tsx';

/**
 * Said in place of a part of the profile (its photos, its verification) while the therapist has no
 * profile yet, with the link to start one. Its words are `{keys}.noProfile` and `{keys}.createProfile`.
 */
export default function NoProfile({ keys }: { keys: string }) {
  const { t, locale } = useWords();
  return (
    <p className="notice">
      {t(`${keys}.noProfile`)} <a href={localizePath(locale, '/home/profile/create')}>{t(`${keys}.createProfile`)}</a>
    </p>
  );
}
