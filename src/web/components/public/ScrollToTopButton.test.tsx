import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { setScrollY } from '../../test/scroll';

describe('scroll-to-top button', () => {
  it('appears past 300 px of scroll, not at 300 px, and takes the page back to the top', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi();
    await renderApp('/terms');
    // The button loads with the rest of the chrome after the first paint.
    await screen.findByRole('contentinfo');

    setScrollY(300);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    setScrollY(301);
    const button = await screen.findByRole('button', { name: 'Scroll to top' });

    await user.click(button);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
