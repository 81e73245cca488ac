import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/api-mock';
import { deferred } from '../../test/deferred';
import { renderApp } from '../../test/render-app';
import { demoProducts } from './test-fixtures';

const productsAnswer = () => json(200, { items: demoProducts });
const plans = () => screen.findByRole('radiogroup', { name: 'Plans' });
const radio = (name: string) => screen.getByRole('radio', { name });

describe('/checkout plan chooser', () => {
  it("shows 'Loading products…' until the products arrive", async () => {
    const answer = deferred<Response>();
    mockApi({ 'GET /api/v1/billing/products': () => answer.promise });
    await renderApp('/checkout');
    expect(await screen.findByText('Loading products…')).toBeVisible();
    answer.release(productsAnswer());
    expect(await plans()).toBeVisible();
    expect(screen.queryByText('Loading products…')).toBeNull();
  });

  it('an empty product list says so and links back to pricing', async () => {
    mockApi({ 'GET /api/v1/billing/products': () => json(200, { items: [] }) });
    await renderApp('/checkout');
    expect(await screen.findByText('No products available. Please try again later.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it("a failed load logs 'Failed to load products' and shows the empty state, with a retry", async () => {
    const user = userEvent.setup({ delay: null });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    mockApi({
      'GET /api/v1/billing/products': () =>
        ++calls === 1 ? json(503, { msg: 'Unavailable', code: 'X' }) : productsAnswer(),
    });
    await renderApp('/checkout');
    expect(await screen.findByText('No products available. Please try again later.')).toBeVisible();
    expect(logged).toHaveBeenCalledWith('Failed to load products', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await plans()).toBeVisible();
  });

  it('lists the products as a radio group with formatted prices for the chosen interval', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/v1/billing/products': productsAnswer });
    await renderApp('/checkout');
    const group = await plans();
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(within(group).getByText('$24.99')).toBeVisible();
    expect(within(group).getAllByText('per month')).toHaveLength(3);
    // Nothing asked for: the first product is chosen.
    expect(radio('Solo')).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(within(group).getByText('$499.99')).toBeVisible();
    expect(within(group).getAllByText('per year')).toHaveLength(2);
  });

  it('?plan= preselects the first product whose name contains it, in any case; ?interval= the period', async () => {
    mockApi({ 'GET /api/v1/billing/products': productsAnswer });
    await renderApp('/checkout?plan=team&interval=yearly');
    await plans();
    expect(radio('Team')).toBeChecked();
    expect(radio('Solo')).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  });

  it("a product without a price for the interval shows 'Not available for yearly billing' and disables Continue", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/v1/billing/products': productsAnswer });
    await renderApp('/checkout?plan=clinic');
    await plans();
    expect(radio('Clinic+')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(screen.getByText('Not available for yearly billing')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    // Picking another plan with the keyboard makes it possible again.
    radio('Clinic+').focus();
    await user.keyboard('{ArrowUp}');
    expect(radio('Team')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('Continue opens /checkout/register with the plan info of the chosen product and interval', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/v1/billing/products': productsAnswer });
    const { router } = await renderApp('/checkout');
    await plans();
    await user.click(screen.getByText('Clinic+'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/register'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      priceId: 'pri_clinic_m',
      planName: 'Clinic+',
      planType: 'clinic+',
      interval: 'monthly',
      price: '$89.99',
      currency: 'USD',
    });
  });

  it('lists the add-ons chosen on the pricing page as added after sign-up, with their prices, apart from the total', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/v1/billing/products': productsAnswer });
    const { router } = await renderApp(
      '/checkout?plan=Team&interval=monthly&addOns=advanced_analytics,additional_user*3,team_training',
    );
    await plans();
    const afterSignUp = () => within(screen.getByRole('region', { name: 'Added after sign-up' }));
    const rows = () =>
      afterSignUp()
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling!.textContent}`);
    expect(rows()).toEqual([
      'Advanced Analytics: $20.00 per month',
      'Additional User × 3: $15.00 per month',
      'Team Training: $100.00 one-time',
    ]);
    expect(
      afterSignUp().getByText(
        /Not part of checkout or its total.*With the add-ons the plan comes to \$84\.99 per month, plus \$100\.00 once\./,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Total for Team, billed monthly: $49.99 per month after your 14-day free trial.',
      ),
    ).toBeVisible();

    // Solo cannot take Advanced Analytics: it is named as left out, not dropped without a word.
    await user.click(radio('Solo'));
    expect(rows()).toEqual([
      'Additional User × 3: $15.00 per month',
      'Team Training: $100.00 one-time',
    ]);
    expect(
      screen.getByText('Advanced Analytics is left out: it needs the Team plan or above.'),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Total for Solo, billed monthly: $24.99 per month after your 14-day free trial.',
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/register'));
    expect(new URLSearchParams(router.state.location.search).get('addOns')).toBe(
      'team_training,additional_user*3',
    );
    const summary = within(await screen.findByRole('region', { name: 'Your plan' }));
    expect(
      summary.getByText('$24.99 per month, billed monthly after a 14-day free trial'),
    ).toBeVisible();
    const summaryAddOns = within(summary.getByRole('region', { name: 'Added after sign-up' }));
    expect(summaryAddOns.getByText('Additional User × 3')).toBeVisible();
    expect(summaryAddOns.getByText('$15.00')).toBeVisible();
    expect(summaryAddOns.getByText('Team Training')).toBeVisible();
    expect(summary.getByRole('link', { name: 'Change' })).toHaveAttribute(
      'href',
      '/checkout?plan=Solo&interval=monthly&addOns=team_training%2Cadditional_user*3',
    );
  });

  it('without add-ons from the pricing page there is no add-on list', async () => {
    mockApi({ 'GET /api/v1/billing/products': productsAnswer });
    await renderApp('/checkout?plan=Team&addOns=gold_support');
    await plans();
    expect(screen.queryByRole('region', { name: 'Added after sign-up' })).toBeNull();
    expect(screen.queryByText(/is left out/)).toBeNull();
  });
});
