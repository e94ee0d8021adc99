// The site header's behaviour, in plain DOM so every page (static ones included) gets it for a few
// hundred bytes: the phone menu's disclosure, and the account menu for a signed-in person. Without
// JavaScript the header still works: the menu's contents show (CSS `scripting: none`) and "Sign in"
// stays a link.
import { SESSION_HINT_COOKIE } from '../../lib/session.ts';

/** The signed-in account, as much of GET /api/v1/auth/me as the header shows. */
interface Account {
  displayName: string;
  email: string;
}

/**
 * A button that shows and hides the element it controls: `aria-expanded` says which; Escape
 * closes it and gives the focus back to the button, as does a click elsewhere on the page.
 */
function disclosure(
  button: HTMLButtonElement,
  panel: HTMLElement,
  options: { hide: (panel: HTMLElement, hidden: boolean) => void },
) {
  const set = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    options.hide(panel, !open);
  };
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  button.addEventListener('click', () => set(!isOpen()));
  const root = button.parentElement ?? panel;
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    event.stopPropagation();
    set(false);
    button.focus();
  });
  button.ownerDocument.addEventListener('click', (event) => {
    const target = event.target as Node;
    if (isOpen() && !button.contains(target) && !panel.contains(target)) set(false);
  });
}

/** The language switcher is a native disclosure (`<details>`); Escape and a click elsewhere close it too. */
function closableDetails(details: HTMLDetailsElement) {
  const summary = details.querySelector('summary');
  details.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !details.open) return;
    event.stopPropagation();
    details.open = false;
    summary?.focus();
  });
  details.ownerDocument.addEventListener('click', (event) => {
    if (details.open && !details.contains(event.target as Node)) details.open = false;
  });
}

const hasSessionHint = (doc: Document) => doc.cookie.split('; ').includes(`${SESSION_HINT_COOKIE}=1`);

/** Shows the account menu in place of "Sign in" when the API knows the person. */
async function showAccount(doc: Document) {
  const slot = doc.querySelector<HTMLElement>('[data-account]');
  const template = doc.querySelector<HTMLTemplateElement>('[data-account-template]');
  if (!slot || !template) return;
  // Only a browser that holds a session loads the API client at all.
  const { api } = await import('../../lib/api-client.ts');
  const me = await api<Account>('/api/v1/auth/me');
  if (!me.ok) return;

  const menu = template.content.cloneNode(true) as DocumentFragment;
  const name = menu.querySelector<HTMLElement>('[data-account-name]');
  const email = menu.querySelector<HTMLElement>('[data-account-email]');
  if (name) name.textContent = me.body.displayName || me.body.email;
  if (email && me.body.displayName) email.textContent = me.body.email;
  slot.replaceChildren(menu);
  slot.dataset.signedIn = '';

  const button = slot.querySelector<HTMLButtonElement>('[data-account-button]');
  const list = slot.querySelector<HTMLElement>('#account-menu');
  const status = slot.querySelector<HTMLElement>('[data-account-status]');
  if (!button || !list || !status) return;
  disclosure(button, list, { hide: (panel, hidden) => panel.toggleAttribute('hidden', hidden) });

  const signOut = slot.querySelector<HTMLButtonElement>('[data-sign-out]');
  signOut?.addEventListener('click', async () => {
    signOut.disabled = true;
    status.textContent = status.dataset.signingOut ?? '';
    const result = await api('/api/v1/auth/sign-out', { method: 'POST' });
    if (result.ok || result.status === 401) {
      // Anything on the page that was the account's (its favourites, a booking form filled in
      // for it) must go too: the page is loaded again as the visitor's.
      window.location.reload();
      return;
    }
    signOut.disabled = false;
    status.textContent = status.dataset.failed ?? '';
  });
}

export function enhanceHeader(doc: Document) {
  const button = doc.querySelector<HTMLButtonElement>('[data-menu-button]');
  const menu = doc.querySelector<HTMLElement>('[data-menu]');
  if (button && menu) {
    disclosure(button, menu, { hide: (panel, hidden) => panel.classList.toggle('is-open', !hidden) });
  }
  for (const details of doc.querySelectorAll<HTMLDetailsElement>('details.language-switcher')) closableDetails(details);
  // A page that signs in or out without moving on (the sign-in page, when it has something to say
  // first) tells the header, which shows the change at once.
  const signIn = doc.querySelector<HTMLElement>('[data-account]')?.cloneNode(true) as HTMLElement | undefined;
  if (hasSessionHint(doc)) void showAccount(doc);
  doc.addEventListener('calma:signed-in', () => void showAccount(doc));
  doc.addEventListener('calma:signed-out', () => {
    const slot = doc.querySelector<HTMLElement>('[data-account]');
    if (!slot || !signIn) return;
    slot.replaceChildren(...Array.from(signIn.cloneNode(true).childNodes));
    delete slot.dataset.signedIn;
  });
}
