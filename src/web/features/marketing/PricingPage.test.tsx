import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(() => import('./PricingPage'));

async function openPricing() {
  mockApi();
  const view = await renderApp('/pricing');
  await screen.findByRole('heading', { level: 1 });
  return { user: userEvent.setup({ delay: null }), ...view };
}

const planRadio = (name: string) => screen.getByRole('radio', { name });

/** The card holding a plan's radio button. */
function card(name: string): HTMLElement {
  return planRadio(name).closest<HTMLElement>('[data-plan]')!;
}

const addOnCheckbox = (name: string) => screen.getByRole('checkbox', { name });
const estimateTotal = () => screen.getByTestId('estimate-total');

describe('/pricing billing toggle', () => {
  it('shows monthly prices first, without the yearly labels', async () => {
    await openPricing();
    expect(document.title).toBe('Pricing · Motio');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(within(card('Solo')).getByText('$24.99')).toBeVisible();
    expect(within(card('Team')).getByText('$49.99')).toBeVisible();
    expect(within(card('Clinic+')).getByText('$89.99')).toBeVisible();
    expect(screen.queryByText('Save 20%')).toBeNull();
    expect(screen.queryByText('2 months free')).toBeNull();
  });

  it('yearly shows the yearly price / 12 rounded down, the yearly total, Save 20% and 2 months free', async () => {
    const { user } = await openPricing();
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));

    expect(screen.getByText('Save 20%')).toBeVisible();
    for (const [plan, perMonth, perYear] of [
      ['Solo', '$20.83', '$249.99'],
      ['Team', '$41.66', '$499.99'],
      ['Clinic+', '$74.99', '$899.99'],
    ] as const) {
      const planCard = within(card(plan));
      expect(planCard.getByText(perMonth)).toBeVisible();
      expect(planCard.getByText(new RegExp(`Billed \\${perYear} yearly`))).toBeVisible();
      expect(planCard.getByText('2 months free')).toBeVisible();
    }

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(within(card('Solo')).getByText('$24.99')).toBeVisible();
    expect(screen.queryByText('Save 20%')).toBeNull();
  });
});

describe('/pricing plan cards', () => {
  it('selects Team, marked Most popular, by default', async () => {
    await openPricing();
    expect(planRadio('Team')).toBeChecked();
    expect(planRadio('Solo')).not.toBeChecked();
    expect(planRadio('Clinic+')).not.toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Plans' })).toContainElement(planRadio('Team'));
    expect(within(card('Team')).getByText('Most popular')).toBeVisible();
    expect(within(card('Solo')).queryByText('Most popular')).toBeNull();
  });

  it('lists each plan’s users, patients and storage', async () => {
    await openPricing();
    const solo = within(card('Solo'));
    expect(solo.getByText('Up to 2 users')).toBeVisible();
    expect(solo.getByText('Up to 100 patients')).toBeVisible();
    expect(solo.getByText('10GB storage')).toBeVisible();
    const team = within(card('Team'));
    expect(team.getByText('Up to 10 users')).toBeVisible();
    expect(team.getByText('Up to 1,000 patients')).toBeVisible();
    expect(team.getByText('100GB storage')).toBeVisible();
    const clinic = within(card('Clinic+'));
    expect(clinic.getByText('Up to 50 users')).toBeVisible();
    expect(clinic.getByText('Unlimited patients')).toBeVisible();
    expect(clinic.getByText('1TB storage')).toBeVisible();
  });

  it('selects a card when it is clicked anywhere', async () => {
    const { user } = await openPricing();
    await user.click(within(card('Solo')).getByText('Up to 2 users'));
    expect(planRadio('Solo')).toBeChecked();
    expect(planRadio('Team')).not.toBeChecked();
    expect(screen.getByText('Solo plan, billed monthly')).toBeVisible();
  });

  it('selects with the keyboard: arrow keys move through the plans, and the choice is announced as checked', async () => {
    const { user } = await openPricing();
    planRadio('Team').focus();
    await user.keyboard('{ArrowLeft}');
    expect(planRadio('Solo')).toBeChecked();
    expect(planRadio('Solo')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(planRadio('Clinic+')).toBeChecked();
    expect(screen.getByText('Clinic+ plan, billed monthly')).toBeVisible();
  });

  it('gives Clinic+ a Contact Sales call to action to /contact, the others a free trial at checkout', async () => {
    const { user } = await openPricing();
    expect(within(card('Clinic+')).getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const soloTrial = within(card('Solo')).getByRole('link', { name: 'Start free trial of Solo' });
    expect(soloTrial).toHaveAttribute('href', '/checkout?plan=Solo&interval=monthly');
    expect(soloTrial).toHaveAccessibleDescription(
      'Continues to checkout. 14 days free: nothing is charged until the trial ends.',
    );
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(
      within(card('Team')).getByRole('link', { name: 'Start free trial of Team' }),
    ).toHaveAttribute('href', '/checkout?plan=Team&interval=yearly');
  });

  it('leads from the estimate to the selected plan: a trial at checkout with the chosen period, or Contact Sales for Clinic+', async () => {
    const { user } = await openPricing();
    const estimateCard = () => within(screen.getByRole('region', { name: 'Your estimate' }));
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(estimateCard().getByRole('link', { name: 'Start free trial of Team' })).toHaveAttribute(
      'href',
      '/checkout?plan=Team&interval=yearly',
    );

    await user.click(planRadio('Clinic+'));
    expect(estimateCard().getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

describe('/pricing add-ons by plan rank', () => {
  it('with Solo, Advanced Analytics is unavailable with "Requires Team plan" and the tooltip "Available on Team and above"', async () => {
    const { user } = await openPricing();
    await user.click(planRadio('Solo'));

    const analytics = addOnCheckbox('Advanced Analytics');
    expect(analytics).toHaveAttribute('aria-disabled', 'true');
    expect(analytics).toHaveAccessibleDescription(expect.stringContaining('Requires Team plan'));
    expect(screen.getByText('Requires Team plan')).toBeVisible();

    await user.hover(analytics);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Available on Team and above');
    await user.unhover(analytics);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());

    // Ticking it does nothing.
    await user.click(analytics);
    expect(analytics).not.toBeChecked();
    expect(estimateTotal()).toHaveTextContent('$24.99');

    // Solo reaches the other two add-ons.
    expect(addOnCheckbox('Team Training')).not.toHaveAttribute('aria-disabled');
    expect(addOnCheckbox('Additional User')).not.toHaveAttribute('aria-disabled');
  });

  it('shows the tooltip to keyboard users when the unavailable add-on takes focus', async () => {
    const { user } = await openPricing();
    await user.click(planRadio('Solo'));
    addOnCheckbox('Additional User').focus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(addOnCheckbox('Advanced Analytics')).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Available on Team and above');
  });

  it('with Team or Clinic+, every add-on is available', async () => {
    const { user } = await openPricing();
    for (const plan of ['Team', 'Clinic+']) {
      await user.click(planRadio(plan));
      for (const name of ['Advanced Analytics', 'Team Training', 'Additional User']) {
        expect(addOnCheckbox(name)).not.toHaveAttribute('aria-disabled');
      }
      expect(screen.queryByText(/^Requires .* plan$/)).toBeNull();
    }
  });

  it('lists chosen add-ons apart as added after sign-up, keeps the total to what checkout charges, and drops those a plan cannot take', async () => {
    const { user } = await openPricing();
    const estimateCard = () => within(screen.getByRole('region', { name: 'Your estimate' }));
    const afterSignUp = () => within(screen.getByRole('region', { name: 'Added after sign-up' }));
    expect(estimateTotal()).toHaveTextContent('$49.99');
    expect(estimateCard().getByText('Total per month at checkout')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Added after sign-up' })).toBeNull();

    await user.click(addOnCheckbox('Advanced Analytics'));
    expect(estimateTotal()).toHaveTextContent('$49.99');
    expect(afterSignUp().getByText('Advanced Analytics')).toBeVisible();
    expect(afterSignUp().getByText('$20.00')).toBeVisible();
    await user.click(addOnCheckbox('Additional User'));
    const quantity = screen.getByRole('textbox', { name: 'Additional users' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(addOnCheckbox('Team Training'));
    expect(estimateTotal()).toHaveTextContent('$49.99');
    expect(afterSignUp().getByText('Additional User × 3')).toBeVisible();
    expect(afterSignUp().getByText('$15.00')).toBeVisible();
    expect(afterSignUp().getByText('Team Training')).toBeVisible();
    expect(afterSignUp().getByText('one-time')).toBeVisible();
    expect(
      afterSignUp().getByText(
        /Not part of checkout or its total.*With the add-ons the plan comes to \$84\.99 per month, plus \$100\.00 once\./,
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(estimateTotal()).toHaveTextContent('$499.99');
    expect(afterSignUp().getByText('$240.00')).toBeVisible(); // 12 × 20
    expect(afterSignUp().getByText(/comes to \$919\.99 per year/)).toBeVisible(); // 499.99 + 12 × (20 + 15)

    await user.click(planRadio('Solo'));
    expect(addOnCheckbox('Advanced Analytics')).not.toBeChecked();
    expect(estimateTotal()).toHaveTextContent('$249.99');
    expect(afterSignUp().queryByText('Advanced Analytics')).toBeNull();
    expect(afterSignUp().getByText(/comes to \$429\.99 per year/)).toBeVisible(); // 249.99 + 12 × 15

    await user.click(planRadio('Team'));
    expect(addOnCheckbox('Advanced Analytics')).not.toBeChecked();
    expect(addOnCheckbox('Additional User')).toBeChecked();
  });

  it('the calls to action take the chosen add-ons the plan can take along to checkout', async () => {
    const { user } = await openPricing();
    await user.click(addOnCheckbox('Advanced Analytics'));
    await user.click(addOnCheckbox('Additional User'));
    const quantity = screen.getByRole('textbox', { name: 'Additional users' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    const estimateCard = within(screen.getByRole('region', { name: 'Your estimate' }));
    const teamCheckout =
      '/checkout?plan=Team&interval=monthly&addOns=advanced_analytics%2Cadditional_user*2';
    expect(estimateCard.getByRole('link', { name: 'Start free trial of Team' })).toHaveAttribute(
      'href',
      teamCheckout,
    );
    expect(
      within(card('Team')).getByRole('link', { name: 'Start free trial of Team' }),
    ).toHaveAttribute('href', teamCheckout);
    // Solo cannot take Advanced Analytics: its card leaves it out.
    expect(
      within(card('Solo')).getByRole('link', { name: 'Start free trial of Solo' }),
    ).toHaveAttribute('href', '/checkout?plan=Solo&interval=monthly&addOns=additional_user*2');
  });
});

describe('/pricing comparison table, FAQ and trust (decision 009)', () => {
  it('compares the plans with rows from the catalogue', async () => {
    await openPricing();
    const table = screen.getByRole('table');
    const cells = (row: string) =>
      within(within(table).getByRole('rowheader', { name: row }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .slice(1)
        .map((header) => header.textContent),
    ).toEqual(['Solo$24.99 per month', 'Team$49.99 per month', 'Clinic+$89.99 per month']);
    expect(cells('Users')).toEqual(['2', '10', '50']);
    expect(cells('Patients')).toEqual(['100', '1,000', 'Unlimited']);
    expect(cells('Storage')).toEqual(['10GB', '100GB', '1TB']);
    expect(cells('Analytics and reports')).toEqual(['Not included', 'Included', 'Included']);
    expect(cells('API access')).toEqual(['Not included', 'Not included', 'Included']);
    expect(cells('Support')).toEqual(['Email', 'Email and chat', '24/7 phone, email and chat']);
  });

  it('agrees with the cards: analytics from Team, API access only on Clinic+', async () => {
    await openPricing();
    expect(within(card('Solo')).queryByText('Analytics and reports')).toBeNull();
    expect(within(card('Team')).getByText('Analytics and reports')).toBeVisible();
    expect(within(card('Team')).getByText('Everything in Solo, plus:')).toBeVisible();
    expect(within(card('Clinic+')).getByText('API access')).toBeVisible();
    expect(within(card('Clinic+')).getByText('24/7 phone support')).toBeVisible();
  });

  it('answers pricing questions in an accordion', async () => {
    const { user } = await openPricing();
    const question = screen.getByRole('button', { name: 'What happens if I cancel?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(screen.getByText(/You keep access until the end of the period/)).toBeVisible(),
    );
  });

  it('states the trust claims exactly: 99.9% uptime, HIPAA, SOC 2 Type II', async () => {
    await openPricing();
    const trust = screen.getByRole('region', { name: 'Security your patients can count on' });
    for (const claim of ['99.9% uptime', 'HIPAA compliant', 'SOC 2 Type II']) {
      expect(within(trust).getByRole('heading', { level: 3, name: claim })).toBeVisible();
    }
  });
});
