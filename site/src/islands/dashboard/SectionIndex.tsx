import { DASHBOARD_SCREENS, mayOpen, PROFILE_SECTION_ORDER } from '../../lib/dashboard.ts';
import { useWords } from '../words.tsx';
import { useShell } from './shell.tsx';

const PROFILE = '/dashboard/profile/edit';

/** The overview pages at /dashboard/profile/edit and /dashboard/settings: every screen below them. */
export default function SectionIndex() {
  const { t } = useWords();
  const { me, navigate } = useShell();
  const profile = window.location.pathname.startsWith(PROFILE);
  const links = profile
    ? PROFILE_SECTION_ORDER.map((name) => ({
        path: `${PROFILE}/${name}`,
        label: t(`dashboard.profile.section.${name}`),
      }))
    : DASHBOARD_SCREENS.filter(
        (s) => s.pattern.startsWith('/dashboard/settings/') && s.nav && !s.pattern.includes(':') && mayOpen(s, me.role),
      ).map((s) => ({ path: s.pattern, label: t(s.nav ?? '') }));
  return (
    <section aria-labelledby="section-index-heading">
      <h1 id="section-index-heading">{profile ? t('dashboard.nav.profile') : t('dashboard.settings.title')}</h1>
      <p>{profile ? t('dashboard.settings.profileLead') : t('dashboard.settings.lead')}</p>
      <ul className="cards">
        {links.map((link) => (
          <li key={link.path} className="card">
            <a
              href={link.path}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                navigate(link.path);
              }}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
