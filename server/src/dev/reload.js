// Development only: reloads the page when the server takes new content, and shows over the page
// why it refused an edit (the previous content keeps being served meanwhile).
const events = new EventSource('/_dev/events');
let overlay = null;

events.addEventListener('reload', () => location.reload());
events.addEventListener('problem', (event) => {
  overlay ??= document.body.appendChild(document.createElement('pre'));
  overlay.setAttribute('role', 'alert');
  overlay.className = 'dev-problem';
  Object.assign(overlay.style, {
    position: 'fixed', inset: 'auto 1rem 1rem 1rem', zIndex: 1000, margin: 0, padding: '1rem',
    maxHeight: '50vh', overflow: 'auto', whiteSpace: 'pre-wrap', font: '14px/1.4 monospace',
    background: '#3b0d0c', color: '#ffdad6', border: '2px solid #ffb4ab', borderRadius: '8px',
  });
  overlay.textContent = `The content was not reloaded; the site keeps the previous version.\n\n${event.data}`;
});
