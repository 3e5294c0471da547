import { act, render } from '@testing-library/react';
import { memo } from 'react';
import { useForm, useFormState, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormRoot, useFormMethods } from './form-root';

interface Values {
  name: string;
}

describe('FormRoot', () => {
  it("gives its blocks the form's methods and renders them again only for their own state", async () => {
    const renders = { methods: 0, state: 0 };
    // Blocks below a memoised boundary, as a wizard's step is: only a context change renders them.
    const MethodsBlock = memo(function MethodsBlock() {
      renders.methods += 1;
      const { register } = useFormMethods<Values>();
      return <input aria-label="name" {...register('name', { required: 'required' })} />;
    });
    const StateBlock = memo(function StateBlock() {
      renders.state += 1;
      const { errors } = useFormState<Values>({ name: 'name' });
      return <p>{errors.name?.message ?? 'valid'}</p>;
    });
    const holder: { form?: UseFormReturn<Values> } = {};
    function Form() {
      const form = useForm<Values>({ defaultValues: { name: '' } });
      holder.form = form;
      // The host follows the form's state: it renders again when the form is ready and submitted.
      void form.formState.isSubmitting;
      return (
        <FormRoot form={form}>
          <MethodsBlock />
          <StateBlock />
        </FormRoot>
      );
    }
    const view = render(<Form />);
    await act(async () => holder.form!.handleSubmit(() => undefined)());

    expect(view.getByText('required')).toBeTruthy();
    expect(holder.form!.getValues()).toEqual({ name: '' });
    expect(renders.methods).toBe(1);
    expect(renders.state).toBeGreaterThan(1);
  });
});
