import type { WidgetConfigResponse, WidgetModel } from '@tryown/contracts';
// The advice alone (a subpath): the contracts' index would bring its schemas into the widget's bundle.
import { PERSON_PHOTO_TIPS } from '@tryown/contracts/photo-advice';
import { preparePhoto } from './photo.ts';
import { WidgetError, type WidgetApi } from './widget-api.ts';
import { DIALOG_CSS, sheetOf } from './widget-styles.ts';

const POLL_MS = 1500;

const TEMPLATE = `
<dialog aria-labelledby="tryown-title">
  <div class="box">
    <header><h2 id="tryown-title"></h2><button type="button" class="x" aria-label="Close">&times;</button></header>
    <section data-step="pick">
      <div class="row"><img class="dress" alt=""><div><p>For the best result, use a photo of you:</p>
        <ul>${PERSON_PHOTO_TIPS.map((tip) => `<li>${tip}</li>`).join('')}</ul></div></div>
      <p class="consent"></p>
      <div class="actions">
        <button type="button" class="btn primary" data-pick="camera">Take a photo</button>
        <button type="button" class="btn" data-pick="file">Choose a photo</button>
      </div>
      <div class="models hidden" role="group" aria-labelledby="tryown-models"><p id="tryown-models">Or try it on one of our models:</p><div class="picks"></div></div>
      <input type="file" accept="image/*" capture="user" data-input="camera" tabindex="-1" aria-hidden="true">
      <input type="file" accept="image/jpeg,image/png,image/webp,image/*" data-input="file" tabindex="-1" aria-hidden="true">
    </section>
    <section data-step="working"><p class="status" role="status" aria-live="polite"></p><progress max="100" aria-label="Progress"></progress></section>
    <section data-step="result">
      <img class="result" alt="">
      <div class="actions"><a class="btn primary" data-download download="tryown-try-on.jpg">Download</a><button type="button" class="btn" data-again>Try another photo</button></div>
    </section>
    <section data-step="error"><p class="msg" role="alert"></p><div class="actions"><button type="button" class="btn primary" data-again>Try another photo</button></div></section>
  </div>
</dialog>`;

type Step = 'pick' | 'working' | 'result' | 'error';
/** Who is dressed: named as the subject of the result's description and the object of the progress line. */
type Wearer = { subject: string; object: string };
const YOU: Wearer = { subject: 'You', object: 'you' };
type Dress = { id: string; name: string; imageUrl: string };

/**
 * The try-on dialog, in an open shadow root on its own host element: pick or take a photo (or, where
 * the config offers them, one of the store's models), see progress, then the result with Download and
 * Try another photo. A native modal <dialog> keeps focus inside, closes on Escape and is announced by
 * its title. A refused photo shows the server's reason.
 */
export function createTryOnDialog(api: WidgetApi, { retentionHours, models }: Pick<WidgetConfigResponse, 'retentionHours' | 'models'>) {
  const host = document.createElement('div');
  host.setAttribute('data-tryown-dialog', '');
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [sheetOf(DIALOG_CSS)];
  root.innerHTML = TEMPLATE;
  const $ = <T extends Element>(selector: string) => root.querySelector(selector) as T;
  const dialog = $<HTMLDialogElement>('dialog');
  const status = $<HTMLParagraphElement>('.status');
  const progress = $<HTMLProgressElement>('progress');
  const resultImage = $<HTMLImageElement>('.result');
  const download = $<HTMLAnchorElement>('[data-download]');
  $<HTMLParagraphElement>('.consent').textContent =
    `Your photo is used only to make this try-on. It and the result are deleted after ${retentionHours} hours. By choosing a photo you agree to this.`;

  let dress: Dress | null = null;
  let trigger: Element | null = null;
  let run = 0;
  let resultUrl: string | null = null;

  const emit = (name: string, detail: object) => (trigger ?? document).dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail }));

  function show(step: Step) {
    for (const section of root.querySelectorAll<HTMLElement>('[data-step]')) section.classList.toggle('hidden', section.dataset.step !== step);
    const first = root.querySelector<HTMLElement>(`[data-step="${step}"] button, [data-step="${step}"] a`);
    first?.focus();
  }

  function fail(message: string) {
    $<HTMLParagraphElement>('.msg').textContent = message;
    show('error');
  }

  function working(text: string, value?: number) {
    status.textContent = text;
    if (value === undefined) progress.removeAttribute('value');
    else progress.value = value;
  }

  /** A try-on of the open dress on the photo `person` gives (the visitor's own, or a model's). */
  async function tryOn(person: () => Promise<{ photoId: string }>, wearer: Wearer) {
    if (!dress) return;
    const mine = ++run;
    const current = dress;
    show('working');
    working('Preparing the photo…');
    try {
      await api.ensureSession();
      const { photoId } = await person();
      const { taskId } = await api.startTryon(current.id, photoId);
      for (;;) {
        if (mine !== run) return;
        const task = await api.tryon(taskId);
        if (task.status === 'FAILED') throw new WidgetError(task.error ?? 'The try-on did not work. Please try another photo.', 200);
        if (task.status === 'COMPLETED') break;
        working(`Dressing ${wearer.object} in ${current.name}… ${task.progress}%`, task.progress);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      const image = await api.result(taskId);
      if (mine !== run) return;
      if (resultUrl) URL.revokeObjectURL(resultUrl);
      resultUrl = URL.createObjectURL(image);
      resultImage.src = resultUrl;
      resultImage.alt = `${wearer.subject} wearing ${current.name}`;
      download.href = resultUrl;
      show('result');
      emit('tryown:result', { dressId: current.id, image: resultUrl });
    } catch (error) {
      if (mine !== run) return;
      fail(error instanceof WidgetError ? error.message : 'Something went wrong. Please try again.');
    }
  }

  for (const kind of ['camera', 'file']) {
    const input = $<HTMLInputElement>(`[data-input="${kind}"]`);
    $<HTMLButtonElement>(`[data-pick="${kind}"]`).addEventListener('click', () => input.click());
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      input.value = '';
      if (file)
        void tryOn(async () => {
          const photo = await preparePhoto(file);
          working('Uploading and checking your photo…');
          return api.uploadPhoto(photo);
        }, YOU);
    });
  }
  if (models.length > 0) {
    $<HTMLDivElement>('.models').classList.remove('hidden');
    $<HTMLDivElement>('.picks').append(...models.map(modelButton));
  }

  function modelButton(model: WidgetModel) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'pick';
    button.setAttribute('aria-label', `Try it on ${model.name}`);
    const image = document.createElement('img');
    image.src = api.url(model.imageUrl);
    image.alt = '';
    const name = document.createElement('span');
    name.textContent = model.name;
    button.append(image, name);
    button.addEventListener('click', () => void tryOn(() => api.modelPhoto(model.id), { subject: model.name, object: model.name }));
    return button;
  }
  for (const again of root.querySelectorAll('[data-again]')) again.addEventListener('click', () => show('pick'));
  download.addEventListener('click', () => {
    if (dress) void api.event('result_downloaded', dress.id).catch(() => {});
  });
  $<HTMLButtonElement>('.x').addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    run++;
    if (dress) emit('tryown:close', { dressId: dress.id });
    (trigger as HTMLElement | null)?.focus?.();
  });

  return {
    /** Opens the dialog for a dress (after checking it with the server); `from` gets the DOM events. */
    async open(dressId: string, from: Element | null) {
      trigger = from;
      if (!host.isConnected) document.body.append(host);
      try {
        await api.ensureSession();
        const found = await api.dress(dressId);
        dress = { ...found, imageUrl: api.url(found.imageUrl) };
      } catch (error) {
        console.warn(`TryOwn: cannot open the try-on for dress ${dressId}: ${(error as Error).message}`);
        return;
      }
      $<HTMLHeadingElement>('h2').textContent = `Try on: ${dress.name}`;
      const thumb = $<HTMLImageElement>('.dress');
      thumb.src = dress.imageUrl;
      thumb.alt = dress.name;
      show('pick');
      if (!dialog.open) dialog.showModal();
      show('pick');
      emit('tryown:open', { dressId: dress.id });
      void api.event('widget_opened', dress.id).catch(() => {});
    },
  };
}
