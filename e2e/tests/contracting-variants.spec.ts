import { expect, test } from '@playwright/test';
import { listLeads, patchPublicSettings } from './backoffice';
import {
  acceptConditions,
  chooseProduct,
  combobox,
  cupsOf,
  desktop,
  expectStepList,
  fileInput,
  fillInstallation,
  fillPayment,
  fillPerson,
  freshCif,
  freshDni,
  freshEmail,
  goOn,
  mobile,
  noHorizontalOverflow,
  summaryOf,
  textbox,
  texts,
} from './contracting-wizard';
import { expectNoAxeViolations, pdf, rememberCookieChoice } from './fixtures';
import { emailsTo, waitForEmailTo } from './outbox';

/**
 * The gas and dual wizards and the business halt (issue 15, spec 3 points 2 to 5): gas on a phone
 * in Catalan, with the step counter and the fixed bottom bar; dual in English, refusing the
 * electricity CUPS as the gas one and confirming both leads as one unit, with one e-mail naming
 * both references (issue 25 points 10 and 12); a company under business halt, whose wizard has no contract or payment step.
 * Each confirming test has its own CUPS (a confirmed CUPS is held by its draft contract).
 */
test.describe('contracting gas, dual and business halt', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the gas wizard on a phone: step counter, bottom bar, no overflow (ca, 360 px)', async ({
    page,
  }) => {
    const t = texts.ca;
    await page.setViewportSize(mobile);
    await rememberCookieChoice(page);
    await page.goto('/nou-client-gas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contracta el gas');
    // The phone has the step counter instead of the wide screen's stepper.
    await expect(page.getByText('Pas 1 de 6', { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t.stepsNav })).toHaveCount(0);

    /** The phone's header and bottom bar, the width and axe on a step. */
    const checkStep = async (position: number, button: string) => {
      await expect(page.getByText(`Pas ${position} de 6`, { exact: true })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: `Pas ${position} de 6` })).toBeVisible();
      const action = page.getByRole('button', { name: button, exact: true });
      await expect(action).toBeInViewport();
      const bar = await action.evaluate((element) => {
        const parent = element.parentElement!;
        return {
          position: getComputedStyle(parent).position,
          bottom: Math.round(parent.getBoundingClientRect().bottom),
        };
      });
      expect(bar).toEqual({ position: 'fixed', bottom: mobile.height });
      await noHorizontalOverflow(page);
      await expectNoAxeViolations(page);
    };

    await fillInstallation(page, t, {
      cups: 'ES0230508013000101EN',
      zipcode: '08013',
      locality: 'Barcelona',
      street: 'Provença',
    });
    await checkStep(1, t.next);
    await goOn(page, t, 'person');

    await fillPerson(page, t, {
      vat: freshDni(),
      name: 'Jordi',
      surName1: 'Casals',
      surName2: 'Font',
      email: freshEmail('gas'),
      language: 'ca',
    });
    await checkStep(2, t.next);
    await goOn(page, t, 'gasContract');

    await expect(combobox(page, "Tarifa d'accés").locator('option:checked')).toHaveText('RL.1');
    await chooseProduct(page, t);
    await checkStep(3, t.next);
    await goOn(page, t, 'payment');

    await fillPayment(page, t);
    await checkStep(4, t.next);
    await goOn(page, t, 'confirmation');

    await expect(summaryOf(page, t, 'installation')).toContainText('ES0230508013000101EN');
    await acceptConditions(page, t);
    await checkStep(5, t.confirm);
    await goOn(page, t, 'finish', t.confirm);

    await expect(page.getByRole('heading', { name: 'Gràcies!' })).toBeVisible();
    await checkStep(6, "Tornar a l'inici");

    // Going home drops the wizard: it starts afresh.
    await page.getByRole('button', { name: "Tornar a l'inici" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/nou-client-gas');
    await expect(page.getByText('Pas 1 de 6', { exact: true })).toBeVisible();
    await expect(textbox(page, t.cups)).toHaveValue('');
  });

  test('the dual wizard confirms an electricity lead and a gas lead as one (en)', async ({
    page,
    request,
  }) => {
    const t = texts.en;
    const electricityCups = 'ES0031508005000404NA';
    const gasCups = 'ES0230508025000202BR';
    const email = freshEmail('dual');
    await page.setViewportSize(desktop);
    await rememberCookieChoice(page);
    await page.goto('/new-dual-customer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get electricity and gas');
    await expectStepList(page, t, [
      'installation',
      'person',
      'contract',
      'gasContract',
      'payment',
      'confirmation',
      'finish',
    ]);

    await fillInstallation(page, t, {
      cups: electricityCups,
      zipcode: '08005',
      locality: 'Barcelona',
      street: 'Pujades',
    });
    await goOn(page, t, 'person');
    await fillPerson(page, t, {
      vat: freshDni(),
      name: 'Anna',
      surName1: 'Riera',
      surName2: 'Bosch',
      email,
      language: 'en',
    });
    await goOn(page, t, 'contract');
    await expect(textbox(page, 'Power P1')).toHaveValue('6,9');
    await chooseProduct(page, t);
    await goOn(page, t, 'gasContract');

    await expect(
      page.getByRole('switch', { name: 'I also want to sign up for gas' }),
    ).toBeChecked();
    // The electricity CUPS again is refused at the gas CUPS, before anything is sent.
    await textbox(page, t.gasCups).fill(electricityCups);
    await page.getByRole('button', { name: t.next }).click();
    await expect(textbox(page, t.gasCups)).toHaveAccessibleDescription(
      /The gas CUPS cannot be the same as the electricity one/,
    );
    await expect(textbox(page, t.gasCups)).toBeFocused();
    await textbox(page, t.gasCups).fill(gasCups);
    await expect(combobox(page, 'Access tariff').locator('option:checked')).toHaveText('RL.2');
    await chooseProduct(page, t);
    await goOn(page, t, 'payment');
    await fillPayment(page, t);
    await goOn(page, t, 'confirmation');

    await expect(summaryOf(page, t, 'gasContract')).toContainText(gasCups);
    await acceptConditions(page, t);
    await goOn(page, t, 'finish', t.confirm);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

    const leads = (await listLeads(request, { state: 'confirmed' })).filter(
      (lead) => lead.email === email,
    );
    expect(leads.map((lead) => [lead.energy, lead.cups]).sort()).toEqual([
      ['electricity', electricityCups],
      ['gas', gasCups],
    ]);
    const electricity = leads.find((lead) => lead.energy === 'electricity')!;
    const gas = leads.find((lead) => lead.energy === 'gas')!;
    expect(electricity.contract_name).toBeTruthy();
    expect(gas.contract_name).toBeTruthy();
    expect(gas.electricity_lead_id).toBe(electricity.id);

    // One thank-you page and one e-mail, with one activation link, naming both references.
    const [electricityReference, gasReference] = [electricity, gas].map((lead) =>
      lead.id.slice(0, 8).toUpperCase(),
    );
    await expect(
      page.getByText(
        `with the references ${electricityReference} (electricity) and ${gasReference} (gas).`,
      ),
    ).toBeVisible();
    await waitForEmailTo(email, 'token=');
    const emails = await emailsTo(email);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toContain(electricityReference);
    expect(emails[0]).toContain(gasReference);
    const tokens = new Set([...emails[0]!.matchAll(/token=([\w%.-]+)/g)].map((match) => match[1]));
    expect(tokens.size).toBe(1);
  });

  test.describe('under business halt', () => {
    test.beforeEach(async ({ request }) => {
      await patchPublicSettings(request, { features: { businessHaltContractation: true } });
    });
    test.afterEach(async ({ request }) => {
      await patchPublicSettings(request, { features: { businessHaltContractation: false } });
    });

    test('a company skips the contract and the payment (es)', async ({ page, request }) => {
      const t = texts.es;
      const cif = freshCif();
      const email = freshEmail('empresa');
      await page.setViewportSize(desktop);
      await rememberCookieChoice(page);
      await page.goto('/nuevo-cliente-electricidad');
      await expectStepList(page, t, [
        'installation',
        'person',
        'contract',
        'payment',
        'confirmation',
        'finish',
      ]);
      await fillInstallation(page, t, {
        cups: cupsOf('0031508018000777'),
        zipcode: '08018',
        locality: 'Barcelona',
        street: 'Pallars',
        business: { cnae: '4711' },
      });
      await goOn(page, t, 'person');

      await textbox(page, t.vat).fill(cif);
      await expect(page.getByText(/Es el CIF de una empresa/)).toBeVisible();
      await expectStepList(page, t, ['installation', 'person', 'confirmation', 'finish']);
      await textbox(page, 'Razón social').fill('Talleres Demo Nuevos SL');
      await textbox(page, 'DNI o NIE de la persona representante').fill(freshDni());
      await textbox(page, t.name).fill('Laia');
      await textbox(page, t.surName1).fill('Pons');
      await fileInput(page, 'Documento de la empresa').setInputFiles({ ...pdf, name: 'cif.pdf' });
      await expect(page.getByText('cif.pdf')).toBeVisible();
      await textbox(page, t.mobile).fill('612345678');
      await textbox(page, t.email).fill(email);
      await combobox(page, t.commsLanguage).selectOption('es');
      await expectNoAxeViolations(page);
      await goOn(page, t, 'confirmation');

      await expectStepList(page, t, ['installation', 'person', 'confirmation', 'finish']);
      await expect(summaryOf(page, t, 'person')).toContainText(cif);
      await expect(summaryOf(page, t, 'contract')).toHaveCount(0);
      await expect(summaryOf(page, t, 'payment')).toHaveCount(0);
      await acceptConditions(page, t);
      await expectNoAxeViolations(page);
      await goOn(page, t, 'finish', t.confirm);
      await expect(
        page.getByText('Nuestro equipo comercial te llamará para preparar tu contrato.'),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      const lead = (await listLeads(request, { state: 'confirmed' })).find(
        (each) => each.email === email,
      );
      expect(lead?.holder_vat).toBe(cif);
      expect(lead?.contract_name).toBeNull();
    });
  });
});
