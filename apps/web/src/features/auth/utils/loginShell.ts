import type { LoginInput } from '@pms/domain';

/**
 * The app's takeover of the login form the server sent as HTML (loginShell.prerender.tsx, issue 31): the
 * form is on the screen and can be filled in before the app's code has run, so nothing typed, no field's
 * focus and no press of 'Войти' in the meantime may be lost when React draws the real form in its place.
 * The prerendered button is not a submit button, so pressing it or Enter before the takeover sends
 * nothing by itself (two fields and no submit button: no implicit submission); it is remembered here and
 * the real form sends it.
 */
export interface LoginShellState {
  values: LoginInput;
  focus: keyof LoginInput | null;
  submit: boolean;
}

const SHELL = 'form[data-login-shell]';
let pressed = false;

// No document while the form itself is prerendered at build time (in Node).
const shellForm = () =>
  typeof document === 'undefined' ? null : document.querySelector<HTMLFormElement>(SHELL);

/** Whether the page came with the prerendered form. */
export const hasLoginShell = (): boolean => shellForm() !== null;

/** From the app's first line: remembers a press of the button, or Enter in a field, until the takeover. */
export function watchLoginShell(): void {
  const form = shellForm();
  if (!form) return;
  form.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest('button[data-login-send]')) pressed = true;
  });
  form.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) pressed = true;
  });
}

/**
 * What the prerendered form holds, read while React draws the real one (its first render and commit are
 * one task, so nothing typed in between is lost); null when there is none, as on any later visit, since
 * the real form has replaced it.
 */
export function takeLoginShell(): LoginShellState | null {
  const form = shellForm();
  if (!form) return null;
  const value = (name: keyof LoginInput) =>
    form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement && form.contains(active) ? active.name : null;
  return {
    values: { email: value('email'), password: value('password') },
    focus: focused === 'email' || focused === 'password' ? focused : null,
    submit: pressed,
  };
}
