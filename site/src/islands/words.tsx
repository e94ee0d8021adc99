import { DEFAULT_LOCALE } from '@calma/api/contract';
import { type ComponentType, createContext, createElement, type ReactNode, useContext } from 'react';
import { type Translate, translatorFor } from '../i18n/format.ts';

/** The reader's words: the island's translator and the locale its dates, numbers and plurals follow. */
export interface Words {
  t: Translate;
  locale: string;
}

const WordsContext = createContext<Words | undefined>(undefined);

/**
 * Gives every component inside an island its words (decision 045), so that `t` and `locale` are
 * not handed down through each level as props. An island's root wraps what it renders in it.
 */
export function WordsProvider({ t, locale, children }: Words & { children?: ReactNode }) {
  return createElement(WordsContext.Provider, { value: { t, locale } }, children);
}

/** The words of the island this component is rendered in. */
export function useWords(): Words {
  const words = useContext(WordsContext);
  if (!words) throw new Error('useWords() needs a WordsProvider around it, at the root of its island');
  return words;
}

/** What an island's root is given for its words: its strings, and its locale (some pages name it `lang`). */
interface IslandWords {
  strings: Record<string, string>;
  locale?: string;
  lang?: string;
}

/** An island's root with its words given to everything inside it (`export default withWords(Island)`). */
export function withWords<P extends IslandWords>(Island: ComponentType<P>): ComponentType<P> {
  function WithWords(props: P) {
    const t = translatorFor(props.strings);
    return createElement(
      WordsProvider,
      { t, locale: props.locale ?? props.lang ?? DEFAULT_LOCALE },
      createElement(Island, props),
    );
  }
  WithWords.displayName = `WithWords(${Island.displayName ?? Island.name})`;
  return WithWords;
}
