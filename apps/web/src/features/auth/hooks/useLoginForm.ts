import { type LoginInput, loginRefusals } from '@pms/domain';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../../api/ApiError.ts';

type Refusals = Partial<Record<keyof LoginInput, string>>;

/**
 * The sign-in form's state without a form library (react-hook-form and zod were a third of the login
 * page's code, issue 31), behaving as the app's other forms do: the domain's check (loginRefusals, the
 * server's own rule) on sending and, once sent, on every change; the first refused field takes the focus;
 * a refusal the server gives for a field is shown under it, any other goes to `otherwise`.
 */
export function useLoginForm(
  send: (values: LoginInput) => Promise<unknown>,
  otherwise: (error: unknown) => void,
  initial: LoginInput = { email: '', password: '' },
) {
  const [values, setValues] = useState<LoginInput>(initial);
  const [errors, setErrors] = useState<Refusals>({});
  const sent = useRef(false);
  const fields = useRef<Partial<Record<keyof LoginInput, HTMLInputElement | null>>>({});

  const refuse = (refusals: Refusals) => {
    setErrors(refusals);
    const first = (['email', 'password'] as const).find((field) => refusals[field]);
    if (first) fields.current[first]?.focus();
    return first !== undefined;
  };

  const field = (name: keyof LoginInput) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: (input: HTMLInputElement | null) => {
      fields.current[name] = input;
    },
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const next = { ...values, [name]: event.currentTarget.value };
      setValues(next);
      if (sent.current) setErrors(loginRefusals(next));
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    sent.current = true;
    if (refuse(loginRefusals(values))) return;
    try {
      await send(values);
    } catch (error) {
      const name = error instanceof ApiError ? error.field : undefined;
      if (name === 'email' || name === 'password') refuse({ [name]: (error as ApiError).error });
      else otherwise(error);
    }
  };

  return { field, onSubmit };
}
