import type { WidgetConfigResponse } from '@tryown/contracts';
import { createTryOnDialog } from './try-on-dialog.ts';
import { createWidgetApi } from './widget-api.ts';
import { BUTTON_CSS, sheetOf } from './widget-styles.ts';

/**
 * /widget.js: `<script src="https://<tryown>/widget.js" data-key="pk_..." defer></script>` on a shop's
 * page. Once the key and the page's origin are accepted, every `[data-tryown-dress]` element and every
 * `<tryown-button dress-id>` becomes a "Try it on" button; until then (or if refused) nothing changes
 * and the console says why.
 */
declare global {
  interface Window {
    TryOwn?: { track(event: 'add_to_cart', data: { dressId: string }): void; open(dressId: string): void };
  }
}

const script = document.currentScript as HTMLScriptElement | null;
const key = script?.dataset.key ?? '';
const base = script ? new URL(script.src).origin : location.origin;
const api = createWidgetApi(base, key);
const label = 'Try it on';

function start(config: WidgetConfigResponse) {
  const dialog = createTryOnDialog(api, config);

  /** A shop element becomes a keyboard-usable button; an empty one gets the words too. */
  function enhance(element: HTMLElement) {
    if (element.dataset.tryownReady) return;
    element.dataset.tryownReady = '1';
    if (!element.textContent?.trim() && !element.children.length) element.textContent = label;
    const native = element instanceof HTMLButtonElement || element instanceof HTMLAnchorElement;
    if (!native) {
      element.setAttribute('role', 'button');
      if (!element.hasAttribute('tabindex')) element.tabIndex = 0;
      element.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        element.click();
      });
    }
    element.addEventListener('click', (event) => {
      event.preventDefault();
      void dialog.open(element.dataset.tryownDress ?? '', element);
    });
  }
  const scan = (root: ParentNode) => root.querySelectorAll<HTMLElement>('[data-tryown-dress]').forEach(enhance);
  scan(document);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        if (node.matches('[data-tryown-dress]')) enhance(node);
        else scan(node);
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });

  const buttonSheet = sheetOf(BUTTON_CSS);
  customElements.define(
    'tryown-button',
    class extends HTMLElement {
      connectedCallback() {
        if (this.shadowRoot) return;
        const root = this.attachShadow({ mode: 'open' });
        root.adoptedStyleSheets = [buttonSheet];
        root.innerHTML = `<button type="button" part="button"><slot>${label}</slot></button>`;
        root.querySelector('button')!.addEventListener('click', () => void dialog.open(this.getAttribute('dress-id') ?? '', this));
      }
    },
  );

  window.TryOwn = {
    track(event, data) {
      if (event !== 'add_to_cart' || !data?.dressId) return console.warn("TryOwn.track: use track('add_to_cart', { dressId })");
      void api.event('add_to_cart', data.dressId).catch((error: Error) => console.warn(`TryOwn.track: ${error.message}`));
    },
    open: (dressId) => void dialog.open(dressId, null),
  };
}

if (!key) {
  console.warn('TryOwn: the widget script needs data-key="<your publishable key>" (see Integrations in your TryOwn dashboard).');
} else {
  api.config().then(
    (config) => start(config),
    (error: Error) =>
      console.warn(
        `TryOwn: the "Try it on" buttons stay off on ${location.origin}: ${error.message}. Check the key and that this website is on the allowed list (Integrations in your TryOwn dashboard).`,
      ),
  );
}
