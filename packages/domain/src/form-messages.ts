/**
 * The words the login form needs, in a module of their own so that the login page's code (login.ts) takes
 * these two and not the whole list of messages (issue 31: the JavaScript before the login form ≤ 150 kB
 * compressed). messages.ts includes them: they are every form's words too.
 */
export const formMessages = {
  required: 'Обязательное поле для заполнения',
  invalidEmail: 'Введите корректный e-mail',
} as const;
