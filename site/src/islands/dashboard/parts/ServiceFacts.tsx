import type { Locale, Service } from '@calma/api/contract';
import { formatPrice } from '../../../lib/search.ts';
import { useWords } from '../../words.tsx';

/** A service's length, how it is held and its price, as its card in the settings and on the profile says them. */
export default function ServiceFacts({ service }: { service: Service }) {
  const { t, locale } = useWords();
  return (
    <p>
      {t('dashboard.services.minutes', { minutes: service.durationMinutes })} ·{' '}
      {t(`dashboard.services.modality.${service.modality}`)} ·{' '}
      <strong>
        {service.priceMinor === 0
          ? t('dashboard.services.free')
          : formatPrice(service.priceMinor, service.currency, locale as Locale)}
      </strong>
    </p>
  );
}
