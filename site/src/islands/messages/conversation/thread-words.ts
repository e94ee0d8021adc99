import { useWords, type Words } from '../../words.tsx';

/**
 * A conversation's words: the island's, with `t` reading the `dashboard.messages.thread.*` keys by
 * their last part, so the conversation, its messages and its form all write `t('send')`.
 */
export function useThreadWords(): Words {
  const { t, locale } = useWords();
  return { t: (key, params) => t(`dashboard.messages.thread.${key}`, params), locale };
}
