import { useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type UseFormReturn,
  useForm,
  useFormState,
} from 'react-hook-form';
import { errorPaths } from '../../../ui/form/errorPaths.ts';
import type { EditorIssue } from '../utils/editorIssue.ts';
import { editorResolver } from '../utils/editorResolver.ts';
import { stepOfPath } from '../utils/editorSteps.ts';

export interface EditorFormState<V extends FieldValues> {
  methods: UseFormReturn<V>;
  /** The values the form started from, the saved state. */
  defaultValues: V;
  isDirty: boolean;
  /** The steps that hold an issue, marked red in the stepper. */
  stepsWithErrors: ReadonlySet<number>;
  step: number;
  setStep: (step: number) => void;
}

/**
 * One form of the whole booking or group and the step shown. `init` runs once: the saved state as form
 * values, and the rules the form is checked by on submit and, after that, on every change.
 */
export function useEditorForm<V extends FieldValues>(
  init: () => { defaultValues: V; validate: (values: V) => EditorIssue[] },
  initialStep = 0,
): EditorFormState<V> {
  const [form] = useState(() => {
    const { defaultValues, validate } = init();
    return { defaultValues, resolver: editorResolver<V>(validate) };
  });
  const methods = useForm<V>({
    defaultValues: form.defaultValues as DefaultValues<V>,
    resolver: form.resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { isDirty, errors } = useFormState({ control: methods.control });
  const stepsWithErrors = new Set(errorPaths(errors).map((e) => stepOfPath(e.path)));
  const [step, setStep] = useState(initialStep);
  return { methods, defaultValues: form.defaultValues, isDirty, stepsWithErrors, step, setStep };
}
