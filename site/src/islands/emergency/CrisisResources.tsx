import { useState } from 'react';
import type { CrisisCountry } from '../../lib/crisis.ts';
import { useWords } from '../words.tsx';

const NUMBER = '\u0000';

interface Props {
  countries: CrisisCountry[];
  emergencyPath: string;
}

/** Crisis lines, one tap to call, for the reader's country (they can pick another). */
export default function CrisisResources({ countries, emergencyPath }: Props) {
  const { t } = useWords();
  const [id, setId] = useState(countries[0]?.id ?? '');
  const country = countries.find((c) => c.id === id) ?? countries[0];
  if (!country) return null;
  const emergency = country.emergency[0];
  // The number alone is the link, so it can keep to one line while the sentence around it wraps.
  const [before, after = ''] = t('selfTests.crisis.emergency', { number: NUMBER }).split(NUMBER);
  return (
    <section className="crisis" data-testid="crisis-resources" role="alert" aria-labelledby="crisis-title">
      <h2 id="crisis-title">{t('selfTests.crisis.title')}</h2>
      <p>{t('selfTests.crisis.text')}</p>
      <div className="field">
        <label htmlFor="crisis-country">{t('selfTests.crisis.country')}</label>
        <select id="crisis-country" value={country.id} onChange={(event) => setId(event.currentTarget.value)}>
          {countries.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <ul className="call-list">
        {country.lines.map((line) => (
          <li key={`${line.name}-${line.number}`}>
            <a className="call-button" href={line.href}>
              <span className="call-number">{line.number}</span>
              <span className="call-label">{line.hours ? `${line.name} · ${line.hours}` : line.name}</span>
            </a>
          </li>
        ))}
      </ul>
      {emergency && (
        <p>
          {before}
          <a className="call-inline" href={`tel:${emergency.tel}`}>
            {emergency.number}
          </a>
          {after}
        </p>
      )}
      <p>
        <a href={emergencyPath}>{t('selfTests.crisis.all')}</a>
      </p>
    </section>
  );
}
