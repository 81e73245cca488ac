import { act, fireEvent, render, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../AppProviders';
import { notifyError, notifySuccess } from './notify';
import { Toasts } from './Toasts';

afterEach(() => {
  act(() => notifications.clean());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('appear at top-centre and close by themselves after 5 seconds', () => {
    vi.useFakeTimers();
    render(
      <AppProviders env="test">
        <Toasts />
      </AppProviders>,
    );
    act(() => {
      notifications.show({ message: 'Login successful' });
    });
    const toast = screen.getByText('Login successful');
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'top-center');

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    // Closed at 5 s; its exit transition takes a further 250 ms.
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('Login successful')).not.toBeInTheDocument();
  });

  it('stay open while the pointer rests on them (Mantine pauses the timer on hover)', () => {
    vi.useFakeTimers();
    render(
      <AppProviders env="test">
        <Toasts />
      </AppProviders>,
    );
    act(() => {
      notifications.show({ message: 'Registration successful' });
    });
    const toast = screen.getByRole('alert');
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(8000));
    expect(screen.getByText('Registration successful')).toBeInTheDocument();

    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(5100));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('Registration successful')).not.toBeInTheDocument();
  });

  it('name their close button, so a keyboard or screen reader user knows what it does', () => {
    render(
      <AppProviders env="test">
        <Toasts />
      </AppProviders>,
    );
    act(() => {
      notifySuccess('Draft saved');
      notifyError('That did not work.');
    });
    expect(screen.getAllByRole('button', { name: 'Close notification' })).toHaveLength(2);
  });
});
