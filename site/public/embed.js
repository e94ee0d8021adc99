/*
 * Calma widgets for a therapist's own website, in one line:
 * <script async src="https://calma.example/embed.js" data-calma-embed="badge" data-slug="anna-berg"
 *   data-locale="de" data-color="teal" data-title="…"></script>
 * puts the widget's frame where the script tag is and keeps the frame as tall as its content, from
 * the size the widget page posts (src/layouts/Embed.astro). Plain ES2017, no dependencies.
 */
(() => {
  const script = document.currentScript;
  // biome-ignore lint/complexity/useOptionalChain: ES2017 for older browsers on therapists' sites
  if (!script || !script.parentNode) return;
  const data = script.dataset;
  const origin = new URL(script.src).origin;
  // Default frame sizes and the message type, as in api/src/contract/widgets.ts and the dashboard's codes.
  const sizes = { badge: [220, 64], card: [420, 260], message: [460, 720] };
  const size = sizes[data.calmaEmbed];
  const slug = data.slug || '';
  if (!size || !/^[a-z0-9-]{1,80}$/.test(slug)) return;
  const locale = /^(de|nl|es|pt)$/.test(data.locale || '') ? `/${data.locale}` : '';
  const kind = data.calmaEmbed === 'badge' ? `badge/${encodeURIComponent(data.color || 'teal')}` : data.calmaEmbed;
  const frame = document.createElement('iframe');
  frame.src = `${origin}${locale}/embed/${slug}/${kind}`;
  frame.title = data.title || 'Calma';
  frame.width = String(size[0]);
  frame.height = String(size[1]);
  frame.loading = 'lazy';
  frame.style.border = '0';
  frame.style.maxWidth = '100%';
  script.parentNode.insertBefore(frame, script);
  window.addEventListener('message', (event) => {
    const message = event.data;
    if (event.source !== frame.contentWindow || event.origin !== origin) return;
    // biome-ignore lint/complexity/useOptionalChain: ES2017, as above
    if (!message || message.type !== 'calma:embed-size' || typeof message.height !== 'number') return;
    const height = Math.ceil(message.height);
    if (height > 0 && height < 4000) frame.height = String(height);
  });
})();
