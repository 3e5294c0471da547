import { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { Settings } from '@portal/domain/schemas/settings';
import type { ReactElement } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { i18n, type Lang } from '@/lib/i18n';
import { setSessionToken } from '@/lib/session';
import { settingsQueryOptions } from '@/lib/settings';
import { testSettings } from './render-app';
import { renderWithProviders } from './render-with-providers';
import { FormRoot } from '@/components/form/form-root';

/**
 * Renders a block of a form (a wizard step, an address, a file list) inside a FormRoot with
 * `defaultValues`, with the app's providers and settings. `form` is the form's
 * methods, to read its values or put errors on it as the form's owner would.
 */
export async function renderInForm<T extends FieldValues>(
  ui: ReactElement,
  options: { defaultValues: T; settings?: Settings; lang?: Lang; token?: string },
) {
  if (options.token) setSessionToken(options.token);
  await i18n.changeLanguage(options.lang ?? 'es');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(settingsQueryOptions.queryKey, options.settings ?? testSettings);
  const holder: { form?: UseFormReturn<T> } = {};
  function Harness() {
    const form = useForm<T>({ defaultValues: options.defaultValues as never });
    holder.form = form;
    return (
      <FormRoot form={form}>
        <form noValidate onSubmit={(event) => event.preventDefault()}>
          {ui}
        </form>
      </FormRoot>
    );
  }
  const user = userEvent.setup();
  const view = renderWithProviders(<Harness />, '/', queryClient);
  const form = holder.form;
  if (!form) throw new Error('The form did not render');
  return { ...view, user, queryClient, form };
}
