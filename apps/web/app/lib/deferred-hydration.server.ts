import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

// What React Router's <Scripts> writes into the shell: one modulepreload link per script the page needs,
// then the inline module script that imports the route modules and the client entry.
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_SCRIPT_START = /<script nonce="[^"]*" type="module"/;

// Inside a <script>, "</" could end it early; a JSON string may carry it escaped.
const scriptString = (value: unknown) => JSON.stringify(value).replaceAll('</', '<\\/');

/**
 * The loader that replaces <Scripts>' module script. Once the page has painted (the frame after the first
 * requestAnimationFrame; stylesheet, first-screen image and fonts are in by then), or at the load event if
 * that comes first (a background tab runs no frames), it adds the modulepreload links, so the module graph
 * is fetched in parallel, and then the module script itself. Until then the scripts do not compete with
 * what the first paint needs on a slow line; the page works meanwhile as plain links and forms.
 */
export function deferredLoader(nonce: string, preloads: string[], moduleScript: string): string {
  const code = `(function(){function h(){${preloads.length ? `${scriptString(preloads)}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.appendChild(l)});` : ''}var s=document.createElement('script');s.type='module';s.nonce=${scriptString(nonce)};s.textContent=${scriptString(moduleScript)};document.body.appendChild(s)}var d=0;function o(){if(!d){d=1;h()}}requestAnimationFrame(function(){setTimeout(o,0)});document.readyState==='complete'?o():addEventListener('load',o,{once:true})})()`;
  return `<script nonce="${nonce}">${code}</script>`;
}

/** Where the text can safely be cut: before a tag that may still be incomplete. */
function safeEnd(text: string): number {
  const start = text.search(MODULE_SCRIPT_START);
  if (start >= 0 && !MODULE_SCRIPT.test(text.slice(start))) return start;
  const lastOpen = text.lastIndexOf('<');
  return lastOpen > text.lastIndexOf('>') ? lastOpen : text.length;
}

/**
 * A stream of the rendered page in which the shell's modulepreload links and module script are replaced by
 * `deferredLoader`. Everything after that script passes through untouched.
 */
export function deferHydration(): Transform {
  // Chunks may cut a multi-byte character (Arabic text) in two; the decoder keeps the cut bytes.
  const decoder = new StringDecoder('utf8');
  const preloads: string[] = [];
  let pending = '';
  let done = false;
  const rewrite = (text: string) =>
    text.replace(PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  const scan = (text: string, final: boolean): string => {
    pending += text;
    const end = final ? pending.length : safeEnd(pending);
    let out = rewrite(pending.slice(0, end));
    pending = pending.slice(end);
    const match = MODULE_SCRIPT.exec(out);
    if (match) {
      done = true;
      const [tag, nonce = '', body = ''] = match;
      out = out.replace(tag, () => deferredLoader(nonce, preloads, body)) + pending;
      pending = '';
    }
    return out;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.write(chunk);
      callback(null, done ? text : scan(text, false));
    },
    flush(callback) {
      const text = decoder.end();
      callback(null, done ? text : scan(text, true));
    },
  });
}
