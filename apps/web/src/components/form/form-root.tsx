import { createContext, use, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

/** A form's methods, without its state: what a block of the form reads from its context. */
export type FormMethods<T extends FieldValues = FieldValues> = Omit<UseFormReturn<T>, 'formState'>;

const FormMethodsContext = createContext<FormMethods<FieldValues> | null>(null);

/**
 * The root of a form made of blocks: react-hook-form's provider, and the form's methods in a context
 * of their own that never changes. react-hook-form's context changes with the form's state (ready,
 * submitting, validating), and every block reading it rendered again: the wizard's whole step at
 * its first effect and at each Next, in one task (issue 26). The blocks take their methods here and
 * their own state through `useFormState`, `useWatch` and `useController`, which follow only it.
 */
export function FormRoot<T extends FieldValues, C, V extends FieldValues>({
  form,
  children,
}: {
  form: UseFormReturn<T, C, V>;
  children: ReactNode;
}) {
  // useForm returns the same object on every render: the context's value changes with the form only.
  return (
    <FormMethodsContext value={form as unknown as FormMethods<FieldValues>}>
      <FormProvider {...form}>{children}</FormProvider>
    </FormMethodsContext>
  );
}

/**
 * The methods of the form around (`FormRoot`); reading them does not follow the form's state. Like
 * react-hook-form's `useFormContext`, null outside a form.
 */
export const useFormMethods = <T extends FieldValues = FieldValues>() =>
  use(FormMethodsContext) as unknown as FormMethods<T>;
