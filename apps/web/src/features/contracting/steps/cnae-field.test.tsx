import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyWizardValues, type WizardValues } from '@portal/domain/rules/contracting-form';
import { i18n, type Lang } from '@/lib/i18n';
import { mockApi } from '@/testing/api-mock';
import { renderInForm } from '@/testing/render-in-form';
import { CnaeField } from './cnae-field';

/** The CNAE search in the customer's language (issue 25 point 9, decision 030). */

const restaurants: Record<Lang, string> = {
  es: 'Restaurantes y puestos de comidas',
  ca: 'Restaurants i establiments de menjars',
  en: 'Restaurants and mobile food service activities',
};
const bakeries: Record<Lang, string> = {
  es: 'Comercio al por menor de pan y productos de panadería',
  ca: 'Comerç al detall de pa i productes de fleca',
  en: 'Retail sale of bread, cakes and sugar confectionery',
};

function answerCnaes() {
  mockApi('GET', '/api/v1/misc/cnaes/', (request) => {
    const lang = (request.url.searchParams.get('lang') ?? 'es') as Lang;
    return {
      body: [
        { id: 512, name: '5610', descripcio: restaurants[lang] },
        { id: 430, name: '4724', descripcio: bakeries[lang] },
      ],
    };
  });
}

const values: WizardValues = {
  ...emptyWizardValues,
  installation: { ...emptyWizardValues.installation, residenceType: 'business' },
};

describe('CnaeField', () => {
  it('searches the activities by their description in the language of the page', async () => {
    answerCnaes();
    const { user, form } = await renderInForm(<CnaeField />, { defaultValues: values, lang: 'en' });
    const cnae = screen.getByRole('combobox', { name: /^Activity \(CNAE\)/ });
    await user.type(cnae, 'restaurants');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '5610 · Restaurants and mobile food service activities',
    ]);
    await user.click(options[0]!);
    expect(form.getValues('installation.cnae')).toMatchObject({ id: 512, name: '5610' });

    // Another language names the chosen activity in it.
    await act(() => i18n.changeLanguage('ca'));
    expect(
      await screen.findByDisplayValue('5610 · Restaurants i establiments de menjars'),
    ).toBeInTheDocument();
  });
});
