/**
 * The first script of the page the server sends with the login form already in it (login.html, written
 * by scripts/prerender.mjs; issue 31, goal 2). It remembers a press of 'Войти' from now on, and starts the
 * app's own entry only after the form's first frame: with the app's code already cached, the browser
 * would otherwise run it (≈ 0.2 s, 0.8 s on a 4× slower CPU) before painting the form it already has.
 * The page's modulepreload links fetch and compile the app's code meanwhile.
 */
import { watchLoginShell } from './features/auth/utils/loginShell.ts';

watchLoginShell();
const entry = document.querySelector<HTMLLinkElement>('link[data-app-entry]')?.href;
let started = false;
const start = () => {
  if (started) return;
  started = true;
  // The app's whole stylesheet, held back as 'print' so the form (its rules inline) did not wait for it.
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-beasties-media]')) {
    link.media = link.dataset.beastiesMedia ?? 'all';
    link.removeAttribute('data-beasties-media');
  }
  if (entry) void import(/* @vite-ignore */ entry);
};
// setTimeout inside requestAnimationFrame runs after that frame is painted; the second timer starts the
// app in a tab opened in the background, where no frame comes.
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 500);
