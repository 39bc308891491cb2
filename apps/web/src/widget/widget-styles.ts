/**
 * A stylesheet for a shadow root. Constructed, not a <style> element: a page whose Content Security
 * Policy forbids inline styles still applies it.
 */
export function sheetOf(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}

/** The dialog's own styles, inside its shadow root: the shop's CSS cannot reach them, nor they the shop. */
export const DIALOG_CSS = `
:host{all:initial}
dialog{border:0;padding:0;border-radius:18px;width:min(440px,calc(100vw - 24px));max-height:calc(100dvh - 24px);color:#0f172a;background:#fff;box-shadow:0 24px 64px rgba(15,23,42,.35);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
dialog::backdrop{background:rgba(15,23,42,.55)}
.box{padding:20px;display:flex;flex-direction:column;gap:14px}
header{display:flex;align-items:start;justify-content:space-between;gap:12px}
h2{margin:0;font-size:18px;line-height:1.3}
.x{flex:none;width:36px;height:36px;border-radius:10px;border:0;background:#f1f5f9;font-size:22px;line-height:1;cursor:pointer;color:#334155}
.row{display:flex;gap:14px;align-items:start}
.dress{width:84px;height:112px;object-fit:cover;border-radius:10px;background:#f1f5f9;flex:none}
ul{margin:6px 0 0;padding-left:18px;color:#475569;font-size:14px}
p{margin:0}
.consent{font-size:13px;color:#475569;background:#f8fafc;border-radius:10px;padding:10px 12px}
.actions{display:flex;flex-wrap:wrap;gap:10px}
.btn{flex:1 1 150px;display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 16px;border-radius:12px;border:1px solid #cbd5e1;background:#fff;color:#0f172a;font-family:inherit;font-size:15px;font-weight:600;line-height:1;text-decoration:none;cursor:pointer}
.primary{background:#4f46e5;border-color:#4f46e5;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #818cf8;outline-offset:2px}
progress{width:100%;height:10px;accent-color:#4f46e5}
.result{width:100%;max-height:60dvh;object-fit:contain;border-radius:12px;background:#f1f5f9}
.msg{color:#b91c1c;font-weight:600}
.models{display:flex;flex-direction:column;gap:8px;font-size:14px;color:#475569}
.picks{display:flex;flex-wrap:wrap;gap:10px}
.pick{display:flex;flex-direction:column;align-items:center;gap:4px;width:76px;padding:4px;border:1px solid #cbd5e1;border-radius:12px;background:#fff;color:#0f172a;font-family:inherit;font-size:13px;font-weight:600;line-height:1.2;cursor:pointer}
.pick img{width:66px;height:88px;object-fit:cover;border-radius:8px;background:#f1f5f9}
.hidden{display:none}
input[type=file]{display:none}
`;

/** The default look of a "Try it on" button the widget draws itself (the custom element, empty elements). */
export const BUTTON_CSS = `
:host{display:inline-block}
button{min-height:44px;padding:0 18px;border-radius:12px;border:0;background:#4f46e5;color:#fff;font:600 15px/1 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;cursor:pointer}
button:focus-visible{outline:3px solid #818cf8;outline-offset:2px}
`;
