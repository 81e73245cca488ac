import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import { demoProducts } from './test-fixtures';

preloadRoutes(
  () => import('../marketing/PricingPage'),
  () => import('./CheckoutPage'),
);

describe('an add-on chosen on /pricing at checkout', () => {
  it('reaches checkout listed as added after sign-up with its price, and both pages show the same total', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/v1/billing/products': () => json(200, { items: demoProducts }) });
    const { router } = await renderApp('/pricing');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    await user.click(screen.getByRole('checkbox', { name: 'Advanced Analytics' }));

    const estimate = within(screen.getByRole('region', { name: 'Your estimate' }));
    expect(estimate.getByText('Total per year at checkout')).toBeVisible();
    expect(screen.getByTestId('estimate-total')).toHaveTextContent('$499.99');
    const pricingAddOns = within(estimate.getByRole('region', { name: 'Added after sign-up' }));
    expect(pricingAddOns.getByText('Advanced Analytics')).toBeVisible();
    expect(pricingAddOns.getByText('$240.00')).toBeVisible();

    await user.click(estimate.getByRole('link', { name: 'Start free trial of Team' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    await screen.findByRole('heading', { level: 1, name: 'Choose your plan' });
    await screen.findByRole('radiogroup', { name: 'Plans' });
    expect(screen.getByRole('radio', { name: 'Team' })).toBeChecked();
    expect(
      screen.getByText(
        'Total for Team, billed yearly: $499.99 per year after your 14-day free trial.',
      ),
    ).toBeVisible();
    const checkoutAddOns = within(screen.getByRole('region', { name: 'Added after sign-up' }));
    expect(checkoutAddOns.getByText('Advanced Analytics')).toBeVisible();
    expect(checkoutAddOns.getByText('$240.00')).toBeVisible();
    expect(checkoutAddOns.getByText('per year')).toBeVisible();
    expect(
      checkoutAddOns.getByText(/Not part of checkout or its total.*comes to \$739\.99 per year\./),
    ).toBeVisible();
  });
});
